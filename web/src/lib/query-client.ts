// The app's react-query client. API errors that a retry cannot fix (4xx) are not retried. Hooks
// are given this client explicitly (contract-query.ts), so the app needs no QueryClientProvider
// and the shell does not load react-query (see cache.ts).
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { registerCache } from './cache';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
// What QueryClientProvider would do on mount: follow the browser's focus and online state.
queryClient.mount();
registerCache(queryClient);
