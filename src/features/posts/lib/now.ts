/**
 * A filter value for "not in the future": Postgres reads the literal 'now' as the time of the
 * request, so a public list hides scheduled stories for everyone, admins included (row-level
 * security gives admins every row), while its URL stays the same from request to request (the
 * first screen's URL equals the app's, and a cache can keep it). Spelled here once (#28).
 */
export const NOW = 'now';
