/** What a guarded page shows while auth is loading: the page's outline, quietly pulsing. */
export function GuardSkeleton() {
  return (
    <div role="status" className="mx-auto w-full max-w-5xl px-4 py-16 md:px-8">
      <span className="sr-only">Checking your access…</span>
      <div aria-hidden="true" className="space-y-6 motion-safe:animate-pulse">
        <div className="h-3 w-32 bg-ivory-200" />
        <div className="h-10 w-2/3 bg-ivory-200" />
        <div className="grid gap-4 md:grid-cols-3">
          <div className="h-40 bg-ivory-200" />
          <div className="h-40 bg-ivory-200" />
          <div className="h-40 bg-ivory-200" />
        </div>
        <div className="h-4 w-full bg-ivory-200" />
        <div className="h-4 w-5/6 bg-ivory-200" />
      </div>
    </div>
  );
}
