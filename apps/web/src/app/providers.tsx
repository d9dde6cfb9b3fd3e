import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { startOnlineStatus } from '../lib/online-status.ts';
import { AlertProvider } from '../ui/alert-provider.tsx';

export function createQueryClient(): QueryClient {
  startOnlineStatus();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network hiccups and 5xx get one more try.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        // Offline, a call fails at once and its screen says "You are offline" (ui/error-message.tsx)
        // instead of waiting behind a spinner; queries refetch by themselves when the connection is back
        // (refetchOnReconnect).
        networkMode: 'always',
      },
      // A booking or payment is never queued to be sent later without the devotee seeing it.
      mutations: { networkMode: 'always' },
    },
  });
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AlertProvider>{children}</AlertProvider>
    </QueryClientProvider>
  );
}
