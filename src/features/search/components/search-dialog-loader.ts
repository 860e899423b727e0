// A one-hop stop on the way to the dialog: the header's chunk then names only this file to
// preload, not the dialog's twenty-odd dependencies (bytes of the first paint).
export const loadSearchDialog = () => import('./search-dialog');
