/** Route paths, so links and the route table agree. Later issues add the rest of site-spec §2. */
export const PATHS = {
  home: '/',
} as const;
