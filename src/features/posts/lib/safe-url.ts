/**
 * Post content is hostile input: every URL from `content_blocks` passes one of these before it
 * reaches an attribute. Allowed: absolute http(s) URLs and scheme-less storage paths
 * (`demo/posts/x-1200.webp`) or site files (`/images/x.svg`). Refused: `javascript:`, `data:`, `vbscript:` and every other
 * scheme, protocol-relative `//host` URLs, backslashes, whitespace and control characters.
 */
const HTTP_URL = /^https?:\/\/[^\s/\\?#]+[^\s\\]*$/i;
const STORAGE_PATH = /^[A-Za-z0-9_~.-][^\s\\:?#]*$/;
/** A file of the site itself, `/images/x.svg`; not `//host`. */
const ROOT_RELATIVE = /^\/[A-Za-z0-9_~.-][^\s\\:?#]*$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const HAS_CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]/;
const MAX_URL_LENGTH = 2048;

export function isSafeMediaRef(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH)
    return false;
  if (HAS_CONTROL_OR_SPACE.test(value)) return false;
  return HTTP_URL.test(value) || STORAGE_PATH.test(value) || ROOT_RELATIVE.test(value);
}

/** An http(s) URL safe to put in an href (share links, external credits). */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
  if (HAS_CONTROL_OR_SPACE.test(value) || !HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const MAILTO = /^mailto:[^\s\\<>"'()]+@[^\s\\<>"'()]+$/i;
/** A path of this site, `/index/x` or `/blog?q=veil#top`: one slash, never `//host` or `/\host`. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * A link a writer may put in a post's text (spans' `href`): an absolute http(s) URL, a `mailto:`
 * address or a path of this site starting with a single `/`. Everything else — `javascript:`,
 * `data:`, protocol-relative `//host`, relative paths, whitespace or control characters — is
 * refused, and the words stay as plain text.
 */
export function isSafeHref(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH)
    return false;
  if (HAS_CONTROL_OR_SPACE.test(value)) return false;
  return isHttpUrl(value) || MAILTO.test(value) || SITE_PATH.test(value);
}

/** An href that leaves the site (opened in a new tab with `rel="noopener noreferrer"`). */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}
