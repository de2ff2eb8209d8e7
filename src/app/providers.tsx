import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { startSendingKeptEntries } from '../features/entries/outbox.ts';
import { IdentityProvider } from '../features/identity/identity-provider.tsx';
import { ToastHost } from '../features/toasts/toast-host.tsx';
import { createQueryClient } from '../lib/query-client.ts';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Entries written offline are sent now if online, and whenever the connection returns.
  useEffect(() => startSendingKeptEntries(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <IdentityProvider>
        {children}
        <ToastHost />
      </IdentityProvider>
    </QueryClientProvider>
  );
}
