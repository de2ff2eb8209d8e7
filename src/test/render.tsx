import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import Toaster from '../features/toasts/toaster.tsx';

/**
 * A fresh QueryClient per test. Reads never go stale here, so a test states what the
 * cache holds (`seed`) and no component reaches for a server the test did not start.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    seed = [],
    router = true,
  }: { route?: string; seed?: [readonly unknown[], unknown][]; router?: boolean } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchInterval: false },
      mutations: { retry: false },
    },
  });
  for (const [key, data] of seed) queryClient.setQueryData(key, data);
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      {router ? <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter> : children}
      <Toaster />
    </QueryClientProvider>
  );
  return { queryClient, ...render(wrap(ui)) };
}

/** A promise the test settles by hand, to look at the pending state in between. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
