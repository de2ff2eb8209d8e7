import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../lib/api-types.ts';
import { messageKeys, userKeys } from '../../lib/query-keys.ts';
import { useNavigation } from './use-navigation.ts';

// What Auth keeps in local storage after a sign-in (supabase-js's key and shape).
function storeSession(user: { is_anonymous: boolean; email?: string; user_metadata?: Record<string, unknown> }) {
  localStorage.setItem(
    'sb-localhost-auth-token',
    JSON.stringify({
      access_token: 'token',
      refresh_token: 'refresh',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      expires_in: 3600,
      token_type: 'bearer',
      user: { id: 'u1', aud: 'authenticated', app_metadata: {}, created_at: '', ...user },
    }),
  );
}

function navigationWhile(user?: User | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(messageKeys.unread(), { count: 0 });
  if (user !== undefined) client.setQueryData(userKeys.me(), user);
  // GET /api/user never answers here: the header must not wait for it.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useNavigation(), { wrapper }).result.current;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useNavigation before /api/user answers (no "Login" flash on a full load)', () => {
  it('names a signed-in person from the stored session on the very first render', () => {
    storeSession({ is_anonymous: false, email: 'river@example.com', user_metadata: { username: 'river' } });
    const navigation = navigationWhile();
    expect(navigation.name).toBe('river');
    expect(navigation.items.map((item) => item.label)).toContain('Timeline');
  });

  it('treats an anonymous stored session, or none, as signed out', () => {
    expect(navigationWhile().name).toBeNull();
    storeSession({ is_anonymous: true });
    const navigation = navigationWhile();
    expect(navigation.name).toBeNull();
    expect(navigation.items.map((item) => item.label)).not.toContain('Timeline');
  });

  it("lets /api/user's answer win over the stored session", () => {
    storeSession({ is_anonymous: false, user_metadata: { username: 'river' } });
    expect(navigationWhile(null).name).toBeNull();
    expect(navigationWhile({ id: 'u1', username: 'brook', email: '' }).name).toBe('brook');
  });

  it('knows nobody in a prerendered first screen, even with a stored session: it is the same for everyone', () => {
    storeSession({ is_anonymous: false, user_metadata: { username: 'river' } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let seen: ReturnType<typeof useNavigation> | undefined;
    function Probe() {
      seen = useNavigation();
      return null;
    }
    renderToString(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(seen).toMatchObject({ name: null, known: false });
    expect(navigationWhile().known).toBe(true);
  });
});
