import type { GoTrueClient, Session } from '@supabase/auth-js';
import type { RealtimeClient } from '@supabase/realtime-js';

// The SPA uses two of Supabase's clients: Auth (every visitor has a session) and Realtime
// (the unread badge of signed-in people). They are built exactly as supabase-js builds them
// (same URLs, headers and storage key), without the REST and Storage clients we never use:
// that keeps a third of the JavaScript off the first page.

export type RuntimeConfig = { supabaseUrl: string; supabaseKey: string };

let configPromise: Promise<RuntimeConfig> | undefined;
let authPromise: Promise<GoTrueClient> | undefined;
let realtimePromise: Promise<RealtimeClient> | undefined;
let sessionPromise: Promise<Session> | undefined;

function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

// A production build names its Supabase project at build time; the local stack (and any
// build without those variables) tells the SPA where it lives through /config.json.
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= remember(
    (async () => {
      const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
      const key = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
      if (url && key) return { supabaseUrl: url, supabaseKey: key };
      const response = await fetch('/config.json');
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      return (await response.json()) as RuntimeConfig;
    })(),
    () => (configPromise = undefined),
  );
  return configPromise;
}

const baseUrl = (supabaseUrl: string) =>
  new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`, window.location.href);

export function getAuthClient(): Promise<GoTrueClient> {
  authPromise ??= remember(
    Promise.all([getRuntimeConfig(), import('@supabase/auth-js')]).then(
      ([{ supabaseUrl, supabaseKey }, { AuthClient }]) => {
        const base = baseUrl(supabaseUrl);
        return new AuthClient({
          url: new URL('auth/v1', base).href,
          headers: { Authorization: `Bearer ${supabaseKey}`, apikey: supabaseKey },
          storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
        });
      },
    ),
    () => (authPromise = undefined),
  );
  return authPromise;
}

export function getRealtimeClient(): Promise<RealtimeClient> {
  realtimePromise ??= remember(
    Promise.all([getRuntimeConfig(), getAuthClient(), import('@supabase/realtime-js')]).then(
      async ([{ supabaseUrl, supabaseKey }, auth, { RealtimeClient }]) => {
        const url = new URL('realtime/v1', baseUrl(supabaseUrl));
        url.protocol = url.protocol.replace('http', 'ws');
        const realtime = new RealtimeClient(url.href, {
          params: { apikey: supabaseKey },
          accessToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
        });
        // As supabase-js does: a refreshed or new token re-authorises the open channels.
        auth.onAuthStateChange((event, session) => {
          if (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN')
            void realtime.setAuth(session?.access_token ?? null);
        });
        // Private channels are refused without a token: hold it before the first join, not after a failed one.
        await realtime.setAuth();
        return realtime;
      },
    ),
    () => (realtimePromise = undefined),
  );
  return realtimePromise;
}

/**
 * Every visitor has a session: the stored one, or a new anonymous one. Concurrent callers
 * (the identity provider and the first API calls) share one sign-in so a visitor never
 * ends up with two anonymous users.
 */
export function ensureSession(): Promise<Session> {
  sessionPromise ??= (async () => {
    const auth = await getAuthClient();
    const { data } = await auth.getSession();
    if (data.session) return data.session;
    const { data: created, error } = await auth.signInAnonymously();
    if (error || !created.session) throw error ?? new Error('Could not start an anonymous session');
    return created.session;
  })().finally(() => {
    sessionPromise = undefined;
  });
  return sessionPromise;
}
