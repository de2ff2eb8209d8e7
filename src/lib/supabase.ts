import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';
import type { RealtimeClient } from '@supabase/realtime-js';

// The SPA uses two of Supabase's clients: Auth (every visitor has a session) and Realtime
// (the unread badge of signed-in people). They are built exactly as supabase-js builds them
// (same URLs, headers and storage key), without the REST and Storage clients we never use.
//
// Neither is on the first load: Auth alone is ~20 KB of compressed script, while what a first
// visit needs from it is one anonymous sign-up and, after that, the stored token. So this module
// does those two itself, in Auth's own storage format, and loads Auth only when it is really
// needed: to log in, register or out, for Realtime, and to refresh a token that has expired.

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

/** Where Auth keeps the session in local storage (supabase-js's key). */
const storageKeyFor = (supabaseUrl: string) => `sb-${baseUrl(supabaseUrl).hostname.split('.')[0]}-auth-token`;

type SessionListener = (event: AuthChangeEvent, session: Session | null) => void;
const listeners = new Set<SessionListener>();

/** Follows the session: sign-ins, refreshes and sign-outs, whether or not Auth is loaded yet. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = (event: AuthChangeEvent, session: Session | null) => {
  for (const listener of listeners) listener(event, session);
};

/**
 * The session Auth stored, read synchronously (so the first render already knows who is here).
 * Without a key it takes the one Supabase session key in storage, before /config.json has answered.
 */
export function readStoredSession(storageKey?: string): Session | null {
  try {
    const key = storageKey ?? Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    const raw = key ? localStorage.getItem(key) : null;
    const session = raw ? (JSON.parse(raw) as Session | null) : null;
    return session?.access_token && session.user ? session : null;
  } catch {
    return null;
  }
}

/** True when the stored token still has a minute to live (Auth refreshes with the same margin or more). */
const fresh = (session: Session) => (session.expires_at ?? 0) - 60 > Date.now() / 1000;

/** Auth's signInAnonymously without Auth: POST /auth/v1/signup, the session saved where Auth reads it. */
async function signUpAnonymously({ supabaseUrl, supabaseKey }: RuntimeConfig): Promise<Session> {
  const response = await fetch(new URL('auth/v1/signup', baseUrl(supabaseUrl)), {
    method: 'POST',
    headers: { apikey: supabaseKey, Authorization: `Bearer ${supabaseKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: {}, gotrue_meta_security: {} }),
  });
  if (!response.ok) throw new Error(`Could not start an anonymous session (${response.status})`);
  const session = (await response.json()) as Session;
  if (!session.access_token || !session.user) throw new Error('Could not start an anonymous session');
  session.expires_at ??= Math.round(Date.now() / 1000) + session.expires_in;
  localStorage.setItem(storageKeyFor(supabaseUrl), JSON.stringify(session));
  emit('SIGNED_IN', session);
  return session;
}

function storageWorks(): boolean {
  try {
    localStorage.setItem('hearth_storage_probe', '1');
    localStorage.removeItem('hearth_storage_probe');
    return true;
  } catch {
    return false;
  }
}

export function getAuthClient(): Promise<GoTrueClient> {
  authPromise ??= remember(
    Promise.all([getRuntimeConfig(), import('@supabase/auth-js')])
      .then(([{ supabaseUrl, supabaseKey }, { AuthClient }]) => {
        const base = baseUrl(supabaseUrl);
        return new AuthClient({
          url: new URL('auth/v1', base).href,
          headers: { Authorization: `Bearer ${supabaseKey}`, apikey: supabaseKey },
          storageKey: storageKeyFor(supabaseUrl),
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
        });
      })
      .then((auth) => {
        // Auth's own events (INITIAL_SESSION, refreshes, sign-in and out) reach the same listeners.
        auth.onAuthStateChange(emit);
        return auth;
      }),
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
    // Until Auth is loaded for another reason, a stored token that is still good, or a new
    // anonymous sign-up, is all a visit needs. Where storage is refused, Auth (with its memory
    // fallback) does it, so a later load of Auth cannot lose the session.
    if (!authPromise && storageWorks()) {
      const config = await getRuntimeConfig();
      const stored = readStoredSession(storageKeyFor(config.supabaseUrl));
      if (stored && fresh(stored)) return stored;
      if (!stored) return signUpAnonymously(config);
    }
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
