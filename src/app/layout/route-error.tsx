import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/config/paths';

export const ROUTE_ERROR_HEADING = 'Unexpected Application Error!';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's generic error screen (site-spec §2). Technical detail is shown in development only. */
export function RouteError() {
  const error = useRouteError();

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-4xl text-ink md:text-5xl">{ROUTE_ERROR_HEADING}</h1>
      <p className="text-ink-700">
        Something went wrong while showing this page. Please try again, or return to the home page.
      </p>
      {import.meta.env.DEV && (
        <pre className="max-w-full overflow-x-auto rounded bg-ivory-200 p-4 text-left text-sm text-ink-700">
          {describe(error)}
        </pre>
      )}
      <Link to={PATHS.home} className={buttonVariants()}>
        Back to home
      </Link>
    </section>
  );
}

/** Used when the frame itself fails: the error screen with its own main landmark. */
export function RootRouteError() {
  return (
    <main className="min-h-dvh">
      <RouteError />
    </main>
  );
}
