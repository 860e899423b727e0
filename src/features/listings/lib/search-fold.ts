/**
 * Turns what a visitor types into the directory's full-text query, folding accents exactly as the
 * generated search columns do (supabase/migrations/20261206000000_search_words_as_typed.sql uses
 * translate() with these two strings; search-fold.test.ts checks they are the same).
 */
export const FOLD_FROM =
  'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž';
export const FOLD_TO =
  'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz';

/** At most this many words count; more would only slow the query down. */
export const MAX_SEARCH_WORDS = 6;

const FOLD = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index]!]));

/** Lowercase, accents folded: 'Château' → 'chateau'. */
export function foldSearchText(text: string): string {
  return [...text.toLowerCase()].map((char) => FOLD.get(char) ?? char).join('');
}

/**
 * A `to_tsquery('simple', …)` text in which every typed word is a required prefix:
 * 'Golden Mead' → 'golden:* & mead:*'. Words are letters and digits only, so nothing a visitor
 * types can reach tsquery syntax (no operators, quotes or parentheses). The search columns split
 * their text on punctuation too, so 'Studio 2-4' is found by typing it. Null when no word is left.
 */
export function prefixSearchQuery(text: string | undefined): string | null {
  const words = foldSearchText(text ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_SEARCH_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
