import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AuthProvider } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client (retry off); the app creates one with the spec defaults. */
  queryClient?: QueryClient;
};

/** Around every route: Helmet, React Query, auth (with the admin check) and the toasts. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  return (
    <HelmetProvider>
      <QueryClientProvider client={client}>
        <AuthProvider>
          {children}
          <LazyToaster />
        </AuthProvider>
      </QueryClientProvider>
    </HelmetProvider>
  );
}
