import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';

export type RuntimeConfig = { supabaseUrl: string; supabaseKey: string };

let configPromise: Promise<RuntimeConfig> | undefined;
let clientPromise: Promise<SupabaseClient> | undefined;
let sessionPromise: Promise<Session> | undefined;

// A production build names its Supabase project at build time; the local stack (and any
// build without those variables) tells the SPA where it lives through /config.json.
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= (async () => {
    const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
    const key = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
    if (url && key) return { supabaseUrl: url, supabaseKey: key };
    const response = await fetch('/config.json');
    if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
    return (await response.json()) as RuntimeConfig;
  })();
  configPromise.catch(() => {
    configPromise = undefined;
  });
  return configPromise;
}

export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= getRuntimeConfig().then(({ supabaseUrl, supabaseKey }) =>
    createClient(supabaseUrl, supabaseKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    }),
  );
  clientPromise.catch(() => {
    clientPromise = undefined;
  });
  return clientPromise;
}

/**
 * Every visitor has a session: the stored one, or a new anonymous one. Concurrent callers
 * (the identity provider and the first API calls) share one sign-in so a visitor never
 * ends up with two anonymous users.
 */
export function ensureSession(): Promise<Session> {
  sessionPromise ??= (async () => {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    if (data.session) return data.session;
    const { data: created, error } = await supabase.auth.signInAnonymously();
    if (error || !created.session) throw error ?? new Error('Could not start an anonymous session');
    return created.session;
  })().finally(() => {
    sessionPromise = undefined;
  });
  return sessionPromise;
}
