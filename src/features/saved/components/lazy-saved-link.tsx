import { lazy, Suspense, type ComponentProps } from 'react';

const SavedLink = lazy(() =>
  import('./saved-link').then(({ SavedLink }) => ({ default: SavedLink })),
);

/**
 * The header's "Saved" entry, loaded after the first paint (the list and its store cost the
 * frame nothing). It stands leftmost in the header's right-hand group, so its arrival moves
 * nothing else.
 */
export function LazySavedLink(props: ComponentProps<typeof SavedLink>) {
  return (
    <Suspense fallback={null}>
      <SavedLink {...props} />
    </Suspense>
  );
}
