// The SPA's one door to `/api`, typed by the Hono app itself: AppType is imported type-only, so no
// server code enters the bundle, and each call's path, inputs and answer are what the route declares.
// (hono/client's `hc` would add its proxy to the first load, which has no bytes to spare; this is
// the same inference over the same schema, with the small fetch wrapper the SPA already had.)
import type { ExtractSchema } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../supabase/functions/_shared/api/app.ts';
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

/** Every /api route as Hono declares it, e.g. `'/entries/:id': { $patch: …, $delete: … }`. */
type Routes = ExtractSchema<AppType>;
export type ApiRoute = keyof Routes & string;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type MethodOf<K> = K extends `$${infer M extends Method}` ? Uppercase<M> : never;
export type ApiMethod<R extends ApiRoute> = MethodOf<keyof Routes[R]>;
type Endpoint<R extends ApiRoute, M extends ApiMethod<R>> = Routes[R][`$${Lowercase<M>}` & keyof Routes[R]];
type Input<R extends ApiRoute, M extends ApiMethod<R>> = Endpoint<R, M> extends { input: infer I } ? I : never;

/** What a route answers when it succeeds (a handler that may answer 200 or 201 gives either). */
export type ApiResponse<R extends ApiRoute, M extends ApiMethod<R> = ApiMethod<R> & 'GET'> =
  Endpoint<R, M> extends infer E
    ? E extends { status: infer S; output: infer O }
      ? [Extract<S, SuccessStatusCode>] extends [never]
        ? never
        : O
      : never
    : never;

/** The paths a route answers: `'/entries/:id/reactions'` → `` `/entries/${string}/reactions` ``. */
type PathOf<R extends string> = R extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${PathOf<Tail>}`
  : R extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : R;
/** Every path `/api` answers, as the SPA writes it: `` `/entries/${id}/reactions` ``. */
export type ApiPath = PathOf<ApiRoute>;
type Candidates<P extends string> = { [R in ApiRoute]: P extends PathOf<R> ? R : never }[ApiRoute];
/** Of the routes that answer a path, the most specific: '/entries/search' over '/entries/:id'. */
type MostSpecific<C extends ApiRoute> = {
  [R in C]: true extends (
    Exclude<C, R> extends infer O ? (O extends ApiRoute ? (PathOf<O> extends PathOf<R> ? true : false) : never) : never
  )
    ? never
    : R;
}[C];
/** The route a path is (distributed over a union of paths). */
export type RouteOf<P extends string> = P extends unknown ? MostSpecific<Candidates<P>> : never;

/** The JSON body and the query the route's validators read (its params are in the path). */
type RouteInputs<I> = (I extends { json: infer J } ? { body: J } : { body?: undefined }) &
  (I extends { query: infer Q } ? { query?: { [K in keyof Q]?: string | number | null } } : { query?: undefined });

type RequestOptions<R extends ApiRoute, M extends ApiMethod<R>> = RouteInputs<Input<R, M>> & {
  method?: M;
  signal?: AbortSignal;
  /**
   * For reads that are the same for everyone (today's prompt, community stats): sent without
   * waiting for the visitor's session, which for a first visit costs a sign-up round trip.
   */
  everyone?: boolean;
};

/**
 * The one way the SPA talks to `/api`: the path is what follows `/api`, e.g. `` `/entries/${id}` ``,
 * and the route it names (the most specific that answers it) types the options and the answer.
 */
export async function api<P extends ApiPath, M extends ApiMethod<RouteOf<P>> = ApiMethod<RouteOf<P>> & 'GET'>(
  path: P,
  // Options may be left out only where the route needs none of them (no body).
  ...[options]: Partial<RequestOptions<RouteOf<P>, M>> extends RequestOptions<RouteOf<P>, M>
    ? [RequestOptions<RouteOf<P>, M>?]
    : [RequestOptions<RouteOf<P>, M>]
): Promise<ApiResponse<RouteOf<P>, M>> {
  // No method is a GET, as fetch takes it.
  const {
    method,
    body,
    query,
    signal,
    everyone = false,
  } = (options ?? {}) as {
    method?: string;
    body?: unknown;
    query?: Record<string, string | number | null | undefined>;
    signal?: AbortSignal;
    everyone?: boolean;
  };
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
  // An empty body (a 204) answers undefined.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as ApiResponse<RouteOf<P>, M>;
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
