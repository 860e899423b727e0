import { PRICE_MAX_OPTIONS, SEATED_OPTIONS } from '@/config/directory-filters';

/**
 * The facts' filters in the URL (#31): ?price_max=N ("up to", a starting price in euros of at
 * most N; listings on request, with no price or in another currency are left out) on /index and
 * /venues, ?seats=N (venues seating at least N) on /venues. Only the offered values count: any
 * other is no filter, as ?capacity= does.
 */
const offered = (raw: string | null, options: readonly number[]) => {
  const value = Number(raw);
  return raw && options.includes(value) ? value : null;
};

export const readMaxPrice = (params: URLSearchParams) =>
  offered(params.get('price_max'), PRICE_MAX_OPTIONS);

export const readMinSeated = (params: URLSearchParams) =>
  offered(params.get('seats'), SEATED_OPTIONS);
