import { useSearchParamsInOrder } from './use-search-params-in-order';

/**
 * Filters and the page number kept in the URL (shareable, and they survive a reload): `choose`
 * sets or clears filters and goes back to the first page; `hrefFor` is a page's link with the
 * current filters.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParamsInOrder();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const choose = (next: Record<string, string | null>) => {
    setParams(
      (query) => {
        for (const [key, value] of Object.entries(next))
          if (value) query.set(key, value);
          else query.delete(key);
        query.delete('page');
        return query;
      },
      { replace: true },
    );
  };
  const hrefFor = (target: number) => {
    const query = new URLSearchParams(params);
    if (target > 1) query.set('page', String(target));
    else query.delete('page');
    return `?${query.toString()}`;
  };
  return { params, page, choose, hrefFor };
}
