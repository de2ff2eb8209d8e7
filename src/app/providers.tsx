import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { IdentityProvider } from '../features/identity/identity-provider.tsx';
import { ToastHost } from '../features/toasts/toast-host.tsx';
import { createQueryClient } from '../lib/query-client.ts';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <IdentityProvider>
        {children}
        <ToastHost />
      </IdentityProvider>
    </QueryClientProvider>
  );
}
