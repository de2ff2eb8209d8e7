import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A first visit must not need Auth's client (~20 KB): lib/supabase.ts signs up anonymously and reads
// the stored token itself, in Auth's storage format, so that Auth finds the same session later.
const storageKey = `sb-${window.location.hostname.split('.')[0]}-auth-token`;

type Call = { url: string; method: string };
let calls: Call[];

function session(overrides: Record<string, unknown> = {}) {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: 'u-anon', is_anonymous: true, aud: 'authenticated', app_metadata: {}, user_metadata: {} },
    ...overrides,
  };
}

beforeEach(() => {
  vi.resetModules();
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET' });
    if (url.endsWith('/config.json'))
      return Response.json({ supabaseUrl: window.location.origin, supabaseKey: 'sb_publishable_test' });
    if (url.endsWith('/auth/v1/signup')) {
      const { expires_at: _omitted, ...fromServer } = session();
      return Response.json(fromServer);
    }
    return new Response('unexpected', { status: 500 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ensureSession without Auth’s client', () => {
  it('signs a first visitor up once, however many ask at once, and stores the session where Auth reads it', async () => {
    const { ensureSession, onSessionChange } = await import('./supabase.ts');
    const events: string[] = [];
    onSessionChange((event) => events.push(event));
    const [a, b] = await Promise.all([ensureSession(), ensureSession()]);
    expect(a.access_token).toBe('access');
    expect(b).toBe(a);
    expect(calls.filter((call) => call.url.endsWith('/auth/v1/signup'))).toHaveLength(1);
    const stored = JSON.parse(localStorage.getItem(storageKey)!);
    expect(stored).toMatchObject({ access_token: 'access', refresh_token: 'refresh', user: { id: 'u-anon' } });
    expect(stored.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(events).toEqual(['SIGNED_IN']);
  });

  it('uses a stored token that is still good without any call to Auth', async () => {
    localStorage.setItem(storageKey, JSON.stringify(session({ access_token: 'kept' })));
    const { ensureSession, readStoredSession } = await import('./supabase.ts');
    expect((await ensureSession()).access_token).toBe('kept');
    expect(readStoredSession()?.access_token).toBe('kept');
    expect(calls.map((call) => call.url)).toEqual([expect.stringMatching(/\/config\.json$/)]);
  });
});
