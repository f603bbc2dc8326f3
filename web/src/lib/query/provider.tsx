import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { QueryClient } from './query-client';

const QueryClientContext = createContext<QueryClient | null>(null);

/** Hands `client` to the hooks below; while mounted, coming back online refetches what is shown and stale. */
export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => client.mount(), [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('useQueryClient() works only inside a <QueryClientProvider>.');
  return client;
}
