/**
 * Up to two letters for a person's avatar fallback: the first letters of the first and last word
 * of `name` ("Ana María Ruiz" → "AR"). Empty when the name has no letters or digits, so the caller
 * can fall back further (an email's first letter, an icon) instead of drawing a stray mark.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The first letter of an email address's local part ("ana.ruiz@…" → "A"), else empty. */
export function emailInitial(email: string | null | undefined): string {
  return initials((email ?? '').split('@')[0]?.replace(/[._+-]+/g, ' ')).slice(0, 1);
}
