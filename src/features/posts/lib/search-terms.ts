/**
 * Highlighting what a reader searched for, safely: the text is split into plain strings and
 * matches, and React renders each as text (matches inside <mark>). Nothing is ever parsed as HTML.
 *
 * The terms come from the websearch syntax Postgres understood: quoted phrases contribute their
 * words, `or` is an operator, a `-word` is excluded (so never highlighted). Postgres matched on
 * english stems, so a term highlights every word starting with its light stem ("weddings" marks
 * "wedding" and "weddings").
 */
const WORD = /[\p{L}\p{N}]+/gu;
const OPERATORS = new Set(['or', 'and']);
const MIN_TERM_LENGTH = 2;
const MIN_STEM_LENGTH = 3;
const SUFFIXES = ['ing', 'ies', 'es', 'ed', 's'];

function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM_LENGTH) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stems to highlight for a search query, longest first. */
export function searchTerms(query: string | null | undefined): string[] {
  if (!query) return [];
  const terms = new Set<string>();
  // Tokens: "quoted phrases" or runs of non-space characters.
  for (const [token] of query.matchAll(/"[^"]*"?|\S+/g)) {
    if (token.startsWith('-')) continue;
    for (const [word] of token.toLowerCase().matchAll(WORD)) {
      if (word.length < MIN_TERM_LENGTH || (!token.startsWith('"') && OPERATORS.has(word))) {
        continue;
      }
      terms.add(stem(word));
    }
  }
  return [...terms].sort((a, b) => b.length - a.length);
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` into parts, marking words that start with one of the terms. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${terms.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`,
    'giu',
  );
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.length > 0 ? parts : [{ text, match: false }];
}
