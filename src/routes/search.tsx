import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { PATHS, withQuery } from '@/config/paths';
import { SEARCH_PARAM } from '@/config/search';
import { SearchResultsPage } from '@/features/search';

/** /search?q=…: the full results of the site search; shareable, never indexed. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const onQueryChange = useCallback(
    (next: string) => setParams(next ? { [SEARCH_PARAM]: next } : {}, { replace: true }),
    [setParams],
  );
  return (
    <>
      <PageMeta
        title={query ? `Search: ${query}` : 'Search'}
        path={withQuery(PATHS.search, query ? { [SEARCH_PARAM]: query } : {})}
        noindex
      />
      <SearchResultsPage query={query} onQueryChange={onQueryChange} />
    </>
  );
}
