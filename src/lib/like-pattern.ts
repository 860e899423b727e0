/**
 * A search typed by a person, as a LIKE/ILIKE pattern that matches it anywhere: `%`, `_` and the
 * escape character are taken literally (PostgreSQL's default escape is the backslash).
 */
export function likePattern(typed: string): string {
  return `%${typed.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
