import { ensureSession, getRuntimeConfig } from './supabase.ts';

/** Spec §8: every non-OK response becomes `<status>: <response text or status text>`. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
  }
}

export async function apiBase(): Promise<string> {
  const { supabaseUrl } = await getRuntimeConfig();
  const sameOrigin = new URL(supabaseUrl, window.location.href).origin === window.location.origin;
  return sameOrigin ? '/api' : `${supabaseUrl.replace(/\/$/, '')}/functions/v1/api`;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  /**
   * For reads that are the same for everyone (today's prompt, community stats): sent without
   * waiting for the visitor's session, which for a first visit costs a sign-up round trip.
   */
  everyone?: boolean;
};

/** The one way the SPA talks to `/api`: path is what follows `/api`, e.g. `/feed`. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, everyone = false } = options;
  const [base, session] = await Promise.all([apiBase(), everyone ? null : ensureSession()]);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session) headers.Authorization = `Bearer ${session.access_token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${path}${qs ? `?${qs}` : ''}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's own words from an ApiError body (`{"message": "..."}`), for toasts that show them. */
export function serverMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return error.message;
  try {
    const parsed = JSON.parse(match[1]) as { error?: unknown; message?: unknown; issues?: { message?: unknown }[] };
    // A validation failure says which rule was broken in its first issue.
    const issue = parsed.issues?.[0]?.message;
    if (typeof issue === 'string') return issue;
    if (typeof parsed.error === 'string') return parsed.error;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return match[1];
}
