/** Menus and footer links scroll to the top even when only the query changes (same path). */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0 });
}
