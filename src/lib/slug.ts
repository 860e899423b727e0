/**
 * The last part of a web address (a post's slug, a listing's web address, a category's id):
 * lowercase letters and digits in words joined by single hyphens. The database's checks say the
 * same; this is the one place the app writes it.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `value` is a slug of at most `maxLength` characters. */
export const isSlug = (value: unknown, maxLength = Infinity): value is string =>
  typeof value === 'string' && value.length <= maxLength && SLUG_PATTERN.test(value);

/** SLUG_PATTERN with a length limit, as a RegExp source (for code that is sent as text). */
export const slugPatternSource = (maxLength: number) =>
  `^(?=.{1,${maxLength}}$)${SLUG_PATTERN.source.slice(1)}`;

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

/**
 * The first of `base`, `base-2`, `base-3`, … that `taken` does not hold, at most `maxLength`
 * characters (the base is shortened to make room for the number): a second story called
 * "Spring in Provence" is `spring-in-provence-2`, as readers know it from other magazines.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>, maxLength = 100): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/g, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
