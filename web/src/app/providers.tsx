import { QueryClient, QueryClientProvider } from '@/lib/query';
import type { ReactNode } from 'react';

const queryClient = new QueryClient({
  defaultOptions: {
    // What lib/query always does (the API client already shows a notice for each failure; retrying would repeat it).
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
