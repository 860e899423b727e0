/**
 * The head tags the site function wrote for the page the visitor arrived on
 * (src/site-function/head.ts marks them `data-edge`). React adopted those its page renders with the
 * same values; the rest (image sizes, JSON-LD, a tag worded otherwise) would describe the first page
 * forever, or double one the next page writes. Called on every move to another page: removes the
 * edge's tags React does not own (React's own nodes carry its `__react…` keys).
 */
export function dropEdgeHead(): void {
  document.head.querySelectorAll('[data-edge]').forEach((node) => {
    if (!Object.keys(node).some((key) => key.startsWith('__react'))) node.remove();
  });
}
