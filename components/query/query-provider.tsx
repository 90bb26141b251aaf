'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

/*
 * TanStack Query only where a page polls or searches (a remittance's live status, file processing,
 * the party pickers): wrapping the whole desk would put its ~12 kB on every page. One client per
 * tab, shared by every island that asks, so their caches agree.
 */
let browserClient: QueryClient | undefined;

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 5_000, refetchOnWindowFocus: true, retry: 1 } } });

function queryClient(): QueryClient {
  if (typeof window === 'undefined') return newClient(); // on the server: nothing shared between requests
  return (browserClient ??= newClient());
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}

/** `Component` inside its own QueryProvider, for an island that polls or searches. */
export function withQueryProvider<P extends object>(Component: ComponentType<P>) {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Component.displayName ?? Component.name})`;
  return WithQueryProvider;
}
