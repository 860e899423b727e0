/**
 * A list of stories (a section's page) as an ItemList of their pages, in order: the section's own
 * head (../components/section-template.tsx) and the site function's write the same for its first
 * page. Its own module, not src/lib/schema-org.ts: shared by the story and section routes, that
 * one became a chunk of its own whose name every route table on a first paint carries.
 */
export function postListJsonLd(origin: string, name: string, paths: readonly string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: paths.length,
    itemListElement: paths.map((path, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}${path}`,
    })),
  };
}
