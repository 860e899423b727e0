/**
 * The auth emails' templates, rendered as hosted Supabase renders them, and their plain-text part.
 *
 * Without a hook, hosted Supabase Auth (GoTrue) executes `supabase/templates/*.html` with Go's
 * `html/template`: `{{ .Email }}`, `{{ .TokenHash }}`, `{{ .RedirectTo }}`,
 * `{{ if … }}…{{ else if … }}…{{ else }}…{{ end }}`, `{{/* comments *\/}}`, every value escaped for
 * where it lands (HTML text, an attribute, a URL's query). With the Send Email Hook (issue #40)
 * the project's own function renders them instead (supabase/functions/send-auth-email, which the
 * local stack runs too), with the subset of `html/template` below, so the templates mean the same
 * either way. A construct outside it throws: a template that would render differently fails its
 * first test, not a person's email.
 *
 * `textFromHtml` writes the plain-text part sent beside the HTML, from the same rendered HTML, so
 * the two can never say different things (no code the HTML leaves out, no link it does not have).
 */

export type TemplateData = Readonly<Record<string, unknown>>;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: readonly string[] }
  | { kind: 'if'; branches: { test: Test; body: Node[] }[]; otherwise: Node[] };

interface Test {
  path: readonly string[];
  negate: boolean;
}

const ACTION = /\{\{(-?)\s*([\s\S]*?)\s*(-?)\}\}/g;
const FIELD = /^(?:\.[A-Za-z_][A-Za-z0-9_]*)+$/;

function parseField(source: string, action: string): string[] {
  if (!FIELD.test(source))
    throw new Error(`Unsupported template action {{ ${action} }} (only fields, if, else, end)`);
  return source.slice(1).split('.');
}

function parseTest(source: string, action: string): Test {
  const negated = /^not\s+(\S+)$/.exec(source);
  return negated
    ? { path: parseField(negated[1]!, action), negate: true }
    : { path: parseField(source, action), negate: false };
}

/** The template's text and actions, with `{{-`/`-}}` trimming and HTML comments removed. */
function tokenize(source: string): ({ text: string } | { action: string })[] {
  const tokens: ({ text: string } | { action: string })[] = [];
  let last = 0;
  let trimNext = false;
  for (const match of source.matchAll(ACTION)) {
    let text = source.slice(last, match.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (match[1] === '-') text = text.replace(/\s+$/, '');
    tokens.push({ text });
    tokens.push({ action: match[2]! });
    trimNext = match[3] === '-';
    last = match.index + match[0].length;
  }
  let tail = source.slice(last);
  if (trimNext) tail = tail.replace(/^\s+/, '');
  tokens.push({ text: tail });
  // html/template drops HTML comments from the template's own text.
  return tokens.map((token) =>
    'text' in token ? { text: token.text.replace(/<!--[\s\S]*?-->/g, '') } : token,
  );
}

function parse(source: string): Node[] {
  const root: Node[] = [];
  const open: { node: Extract<Node, { kind: 'if' }>; body: Node[]; closed: boolean }[] = [];
  const target = () => open.at(-1)?.body ?? root;
  for (const token of tokenize(source)) {
    if ('text' in token) {
      if (token.text) target().push({ kind: 'text', text: token.text });
      continue;
    }
    const action = token.action;
    if (action.startsWith('/*')) {
      if (!action.endsWith('*/')) throw new Error(`Unclosed template comment {{ ${action} }}`);
      continue;
    }
    const ifMatch = /^if\s+(.+)$/.exec(action);
    const elseIf = /^else\s+if\s+(.+)$/.exec(action);
    if (ifMatch) {
      const body: Node[] = [];
      const node: Extract<Node, { kind: 'if' }> = {
        kind: 'if',
        branches: [{ test: parseTest(ifMatch[1]!, action), body }],
        otherwise: [],
      };
      target().push(node);
      open.push({ node, body, closed: false });
    } else if (elseIf || action === 'else') {
      const current = open.at(-1);
      if (!current || current.closed) throw new Error(`{{ ${action} }} without its {{ if }}`);
      if (elseIf) {
        const body: Node[] = [];
        current.node.branches.push({ test: parseTest(elseIf[1]!, action), body });
        current.body = body;
      } else {
        current.body = current.node.otherwise;
        current.closed = true;
      }
    } else if (action === 'end') {
      if (!open.pop()) throw new Error('{{ end }} without its {{ if }}');
    } else {
      target().push({ kind: 'value', path: parseField(action, action) });
    }
  }
  if (open.length > 0) throw new Error('An {{ if }} has no {{ end }}');
  return root;
}

function lookup(data: TemplateData, path: readonly string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Go's truth: false, 0, nil and empty strings, maps and lists are false. */
function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '')
    return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&#34;',
  "'": '&#39;',
  '+': '&#43;',
  '\0': '\uFFFD',
};
const escapeHtml = (text: string) => text.replace(/[&<>"'+\0]/g, (char) => HTML_ESCAPES[char]!);

/** html/template's query escaper: everything but letters, digits and `-._~` percent-encoded. */
const escapeQuery = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** html/template's URL normaliser: what may stand in a URL stays, the rest is percent-encoded. */
const normalizeUrl = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/.test(char)
        ? char
        : `%${byte.toString(16).padStart(2, '0')}`;
    })
    .join('');

type Context = 'text' | 'attribute' | 'url-start' | 'url-path' | 'url-query';

/**
 * Where a value lands, read from what has been written before it: HTML text, a quoted attribute,
 * or a URL attribute (href, src) at its start, in its path or in its query.
 */
function contextAt(written: string): Context {
  const tagStart = written.lastIndexOf('<');
  if (tagStart < 0 || written.lastIndexOf('>') > tagStart) return 'text';
  const attribute = /([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*"([^"]*)$/.exec(written.slice(tagStart));
  if (!attribute) return 'attribute';
  const [, name, value] = attribute;
  if (!/^(href|src|action|formaction|cite|poster)$/i.test(name!)) return 'attribute';
  if (value === '') return 'url-start';
  return /[?#]/.test(value!) ? 'url-query' : 'url-path';
}

function escapeFor(context: Context, value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  switch (context) {
    case 'url-start':
      // Only web and mail addresses may start a link (html/template's "#ZgotmplZ" otherwise).
      if (/^[^/?#]*:/.test(text) && !/^(https?|mailto):/i.test(text)) return '#ZgotmplZ';
      return escapeHtml(normalizeUrl(text));
    case 'url-path':
      return escapeHtml(normalizeUrl(text));
    case 'url-query':
      return escapeHtml(escapeQuery(text));
    default:
      return escapeHtml(text);
  }
}

function execute(nodes: readonly Node[], data: TemplateData, out: string[]): void {
  for (const node of nodes) {
    if (node.kind === 'text') out.push(node.text);
    else if (node.kind === 'value')
      out.push(escapeFor(contextAt(out.join('')), lookup(data, node.path)));
    else {
      const branch = node.branches.find(
        ({ test }) => truthy(lookup(data, test.path)) !== test.negate,
      );
      execute(branch ? branch.body : node.otherwise, data, out);
    }
  }
}

/** Renders a template with `data` (`.Email`, `.Data.…`), escaping each value for its place. */
export function renderTemplate(source: string, data: TemplateData): string {
  const out: string[] = [];
  execute(parse(source), data, out);
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// The plain-text part
// ---------------------------------------------------------------------------------------------

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

const BLOCK = '\u0001';
const LINE = '\u0002';
const BLOCK_TAGS =
  /<\/?(p|div|h[1-6]|table|tr|ul|ol|li|blockquote|section|header|footer)\b[^>]*>/gi;

/**
 * The plain-text part of an email, from its rendered HTML: each paragraph and heading a paragraph,
 * each link its words and its address ("Open my invitation: https://…"), entities decoded. An
 * element marked `data-text="omit"` stays out (the "or paste this link" line, which the text's own
 * link line already is).
 */
export function textFromHtml(html: string): string {
  let text = html
    .replace(/<head\b[\s\S]*?<\/head>/gi, '')
    .replace(/<(style|script|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(\w+)\b[^>]*\bdata-text="omit"[^>]*>[\s\S]*?<\/\1>/gi, '');
  text = text.replace(
    /<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi,
    (_match, href: string, inner: string) => {
      // Entities stay as they are here and are decoded once, with the rest of the text.
      const words = inner
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (!words || words === href) return ` ${href} `;
      return `${BLOCK}${words}: ${href}${BLOCK}`;
    },
  );
  text = text
    .replace(/<br\s*\/?>/gi, LINE)
    .replace(BLOCK_TAGS, BLOCK)
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split(BLOCK)
    .map((block) =>
      block
        .split(LINE)
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}
