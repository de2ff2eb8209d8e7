import { QueryClient } from '@tanstack/react-query';

// Spec §7: reads never retry and never refetch on focus; the feed opts back in itself.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
