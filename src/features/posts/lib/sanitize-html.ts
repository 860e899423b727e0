import DOMPurify from 'dompurify';

/**
 * Legacy posts (written before the block editor) carry `content` as HTML. It is hostile input:
 * only prose markup survives — no scripts, styles, forms, frames, SVG or MathML, no event
 * handlers, no `style` attribute, and URLs only http(s), mailto and site paths. Disallowed
 * elements are removed but their text is kept. Links to other sites open safely in a new tab.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'cite',
  'q',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'hr',
  'figure',
  'figcaption',
  'img',
  'span',
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height'];
/** http(s), mailto, in-page anchors and root-relative site paths (not `//host`). */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|#|\/(?!\/))/i;

let hooked = false;

function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

export function sanitizePostHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ADD_ATTR: ['target', 'rel', 'loading', 'decoding'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    // Never resolve or follow anything while sanitizing.
    SAFE_FOR_TEMPLATES: false,
  });
}
