/**
 * The head tags the site function wrote for crawlers (src/site-function/head.ts marks them
 * `data-edge`). Once the app runs, its pages write their own head (react-helmet-async), and React
 * does not reliably adopt a static tag (not in a subtree committed while hidden, as a lazy page
 * is): left, the edge's tags would double the page's, and outlive it. Called when the app mounts
 * and on every move: removes the edge's tags React does not own (its nodes carry `__react…` keys).
 */
export function dropEdgeHead(): void {
  document.head.querySelectorAll('[data-edge]').forEach((node) => {
    if (!Object.keys(node).some((key) => key.startsWith('__react'))) node.remove();
  });
}
