// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderTemplate, textFromHtml } from './auth-template.ts';

describe('renderTemplate (the html/template subset the auth emails use)', () => {
  it('fills fields and Data keys, escaping each for where it lands', () => {
    const html = renderTemplate(
      '<p>Dear {{ .Data.name }},</p><a href="{{ .SiteURL }}/confirm?token_hash={{ .TokenHash }}&amp;next={{ .RedirectTo }}" title="{{ .Data.name }}">Go</a>',
      {
        SiteURL: 'https://perfete.example',
        TokenHash: 'ab12',
        RedirectTo: 'https://perfete.example/membership/accept?invitation=ff',
        Data: { name: 'Ana & "Bo" <Studio>' },
      },
    );
    expect(html).toBe(
      '<p>Dear Ana &amp; &#34;Bo&#34; &lt;Studio&gt;,</p><a href="https://perfete.example/confirm?token_hash=ab12&amp;next=https%3a%2f%2fperfete.example%2fmembership%2faccept%3finvitation%3dff" title="Ana &amp; &#34;Bo&#34; &lt;Studio&gt;">Go</a>',
    );
  });

  it('chooses the first true branch of if / else if / else, Go-style truth', () => {
    const template =
      '{{ if .Data.contact }}Dear {{ .Data.contact }}{{ else if .Data.full_name }}Dear {{ .Data.full_name }}{{ else }}Hello{{ end }}';
    expect(renderTemplate(template, { Data: { contact: 'Ivy' } })).toBe('Dear Ivy');
    expect(renderTemplate(template, { Data: { contact: '', full_name: 'Theo' } })).toBe(
      'Dear Theo',
    );
    expect(renderTemplate(template, { Data: {} })).toBe('Hello');
    expect(renderTemplate(template, {})).toBe('Hello');
    expect(renderTemplate('{{ if not .Data.x }}none{{ end }}', { Data: { x: 0 } })).toBe('none');
  });

  it('drops comments, trims with {{- -}}, and leaves a missing value empty', () => {
    expect(
      renderTemplate('{{/* a note\n for editors */}}<p>  {{- .Missing -}}  x</p><!-- gone -->', {}),
    ).toBe('<p>x</p>');
  });

  it('refuses a link to a script address, as html/template does', () => {
    expect(renderTemplate('<a href="{{ .Url }}">x</a>', { Url: 'javascript:alert(1)' })).toBe(
      '<a href="#ZgotmplZ">x</a>',
    );
  });

  it('throws on what it cannot render the way production would', () => {
    expect(() => renderTemplate('{{ .Email | upper }}', {})).toThrow(/Unsupported/);
    expect(() => renderTemplate('{{ range .Data }}x{{ end }}', {})).toThrow(/Unsupported/);
    expect(() => renderTemplate('{{ if .Data.x }}open', {})).toThrow(/no \{\{ end \}\}/);
    expect(() => renderTemplate('{{ end }}', {})).toThrow(/without its/);
  });
});

describe('textFromHtml (the plain-text part)', () => {
  const html = `<!doctype html><html><head><title>t</title><style>p { color: red }</style></head>
    <body><p>PERFÉTE</p><h1>You’re
      invited</h1>
      <p>Our editors &amp; you.<br>Line two</p>
      <p><a href="https://perfete.example/auth/confirm?token_hash=ab&amp;type=magiclink" style="x"
        >OPEN MY INVITATION</a
      ></p>
      <p>Visit <a href="https://perfete.example/">https://perfete.example/</a> today.</p>
      <p data-text="omit">Or paste this link: https://perfete.example/auth/confirm?token_hash=ab</p>
    </body></html>`;

  it('keeps paragraphs, a link as its words and address, and leaves out what is marked', () => {
    expect(textFromHtml(html)).toBe(
      [
        'PERFÉTE',
        'You’re invited',
        'Our editors & you.\nLine two',
        'OPEN MY INVITATION: https://perfete.example/auth/confirm?token_hash=ab&type=magiclink',
        'Visit https://perfete.example/ today.',
      ].join('\n\n') + '\n',
    );
  });
});
