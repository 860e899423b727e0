import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

/**
 * `queryClient`: boot.tsx's, with the first screen's queries already started in it; `router`:
 * boot.tsx's too, made in a task of its own (building the route table is ~10 ms on this machine,
 * four times that on a phone: at import it lengthened the start's longest task).
 */
export function App({ queryClient, router }: { queryClient?: QueryClient; router: AppRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
