// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../_shared/auth-template.ts';
import { AUTH_EMAILS } from './handler.ts';

const template = (file: string) =>
  readFileSync(new URL(`../../templates/${file}`, import.meta.url), 'utf8');

describe('the auth emails’ templates (issue #40: Perféte’s words only)', () => {
  it.each(Object.entries(AUTH_EMAILS))(
    '%s renders with what the hook gives it, and prints no user metadata',
    (_action, email) => {
      const source = template(email.file);
      // `.Data` is the user's metadata, which a caller of /signup or /otp sets freely.
      expect(source).not.toMatch(/\{\{[^}]*\.Data\b/);
      const html = renderTemplate(source, {
        SiteURL: 'https://perfete.example',
        Email: 'ines@studio.example',
        NewEmail: 'ines@new.example',
        SendingTo: 'ines@studio.example',
        Token: '123456',
        TokenHash: 'ab'.repeat(28),
        RedirectTo: 'https://perfete.example/membership/accept?invitation=cd',
      });
      expect(html).toContain('PERFÉTE');
      expect(html).not.toContain('{{');
    },
  );

  it('the sign-in email is neutral: no invitation, whoever asked for it', () => {
    const html = renderTemplate(template(AUTH_EMAILS.magiclink.file), {
      SiteURL: 'https://perfete.example',
      Email: 'ines@studio.example',
      TokenHash: 'ab'.repeat(28),
      RedirectTo: 'https://perfete.example/',
    });
    expect(AUTH_EMAILS.magiclink.subject).toBe('Sign in to Perféte');
    expect(html).toContain('Sign in to Perféte');
    expect(html).not.toMatch(/invit/i);
  });
});
