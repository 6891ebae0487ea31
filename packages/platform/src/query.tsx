import { useContext, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

/**
 * A query cache with the site's defaults: a page opened again shows its cached data at once and
 * reads it again; a failed read or write is not tried again (the page shows its error with a
 * retry button, spec §8); returning to the browser tab reads nothing again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

let pageClient: QueryClient | null = null;

/**
 * The browser page's one query cache, shared by every remote (this package is a module-federation
 * singleton), created on first use.
 */
export function pageQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}

/**
 * Provides a query cache to `children` unless one is above: `pageQueryClient()` in the browser, a
 * new one per server render (no data crosses requests). Each remote wraps its routes and widgets.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [own] = useState(() =>
    outer ? null : typeof window === 'undefined' ? createQueryClient() : pageQueryClient(),
  );
  if (outer || !own) return <>{children}</>;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
