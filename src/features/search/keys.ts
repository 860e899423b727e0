/** The search's query keys: `searchKeys.all` → `searchKeys.results({ q, perKind })`. */
export const searchKeys = {
  all: ['search'] as const,
  results: (filters: { q: string; perKind: number }) =>
    [...searchKeys.all, 'results', filters] as const,
};
