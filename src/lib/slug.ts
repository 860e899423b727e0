/**
 * The web address a name suggests: "Décor & Lights" → "decor-and-lights". Accents are dropped,
 * "&" reads "and", anything else that is not a letter or digit becomes one hyphen; at most
 * `maxLength` characters, never ending in a hyphen. Matches the slug checks in the database.
 */
export function slugFrom(text: string, maxLength = 100): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
