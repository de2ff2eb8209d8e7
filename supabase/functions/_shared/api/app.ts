// The /api facade (spec §7) as one Hono app: served by the edge function `api` under Deno
// and mounted by the local Node stack. Thin on purpose: SQL functions hold the rules, RLS decides.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { JWTVerifyGetKey } from 'jose';
import type { Database } from '../db.ts';
import { apiHeaders } from './api-headers.ts';
import { authServer } from './auth-server.ts';
import type { Deps, ReflectFn } from './deps.ts';
import { toResponse } from './errors.ts';
import { FeedCache } from './feed-cache.ts';
import { identify, tokenVerifier } from './identity.ts';
import { invalidateOnWrite } from './public-reads.ts';
import { sessionStore } from './sessions.ts';
import { reflect } from '../reflection/index.ts';
import { accountRoutes } from './routes/account.ts';
import { communityRoutes } from './routes/community.ts';
import { entryRoutes } from './routes/entries.ts';
import { exportRoutes } from './routes/export.ts';
import { feedRoutes } from './routes/feed.ts';
import { growthRoutes } from './routes/growth.ts';
import { messageRoutes } from './routes/messages.ts';
import { moderationRoutes } from './routes/moderation.ts';
import { promptRoutes } from './routes/prompts.ts';
import { reactionRoutes } from './routes/reactions.ts';
import { reportRoutes } from './routes/reports.ts';
import { settingsRoutes } from './routes/settings.ts';
import { supportiveResponseRoutes } from './routes/supportive-responses.ts';
import { timelineRoutes } from './routes/timeline.ts';
import { trendingRoutes } from './routes/trending.ts';
import type { ApiEnv } from './types.ts';

export interface ApiOptions {
  db: Database;
  /** Origin of the Supabase project (or the local stack): Auth lives at `<supabaseUrl>/auth/v1`. */
  supabaseUrl: string;
  /** Key set for access tokens; defaults to the remote JWKS of `supabaseUrl`. */
  jwks?: JWTVerifyGetKey;
  /** Origins allowed to call cross-origin (the SPA's origin when it is not served by the same host). */
  allowedOrigins?: string[];
  reflect?: ReflectFn;
  /** Used for the Auth server calls and the JWKS download (tests, custom transports). */
  fetch?: typeof fetch;
  /** Publishable key sent as `apikey` to the Auth server (Supabase's gateway needs one). */
  supabaseKey?: string;
  /** How long a feed page may be served from memory (default 2 s; 0 = always from the database). */
  feedCacheTtlMs?: number;
  /** The clock of the token, session and feed caches, in milliseconds since the epoch (tests move it). */
  now?: () => number;
  /** How long a "session still live" answer is trusted (default 2 s; sign-outs through this app apply at once). */
  sessionCacheTtlMs?: number;
  /**
   * The caller's address (login attempts count per account and address). Default: the first entry of
   * X-Forwarded-For, as Supabase's gateway passes it to the function; the local stack knows its socket.
   */
  clientAddress?: (request: Request) => string | null;
  /** The model name of the AI provider `reflect` uses (null or absent: none is configured). */
  providerModel?: string | null;
  /** Where the local Auth server reports the sessions a sign-out ended, so they are refused at once. */
  onSessionsEnded?: (listener: (sessionIds: string[]) => void) => void;
}

export const MAX_BODY_BYTES = 16 * 1024;

const forwardedFor = (request: Request) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim().slice(0, 64) || null;

// Supabase's client headers (supabase-js sends apikey and x-client-info on every call).
const CORS_HEADERS = ['authorization', 'apikey', 'x-client-info', 'content-type', 'x-supabase-api-version'];

export function createApiApp(options: ApiOptions) {
  const supabaseUrl = options.supabaseUrl.replace(/\/+$/, '');
  const verify = tokenVerifier({ supabaseUrl, jwks: options.jwks, fetch: options.fetch, now: options.now });
  const sessions = sessionStore(options.db, { ttlMs: options.sessionCacheTtlMs, now: options.now });
  const deps: Deps = {
    db: options.db,
    reflect: options.reflect ?? ((input) => reflect(input)),
    auth: authServer({ supabaseUrl, apiKey: options.supabaseKey, fetch: options.fetch }),
    feedCache: new FeedCache({ ttlMs: options.feedCacheTtlMs, now: options.now }),
    clientAddress: options.clientAddress ?? forwardedFor,
    providerModel: options.providerModel ?? null,
    endSessions: (ids, token) => {
      sessions.end(ids);
      if (token) verify.forget?.(token);
    },
  };
  const allowed = new Set(options.allowedOrigins ?? []);
  options.onSessionsEnded?.((ids) => sessions.end(ids));

  const app = new Hono<ApiEnv>();

  app.use('*', apiHeaders());
  // CORS answers preflights before any identity check: browsers send OPTIONS without credentials.
  const corsHeaders = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowHeaders: CORS_HEADERS,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
  // Browsers send Origin on every cross-origin request (and preflight); without one, CORS headers
  // say nothing. Skipping them there matters: hono's cors sets headers before the handler runs,
  // which makes Hono rebuild the handler's response (a full Response with a body stream) — on
  // Node that was a large share of a same-origin feed read.
  app.use('*', (c, next) => (c.req.header('origin') === undefined ? next() : corsHeaders(c, next)));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HTTPException(413, { message: 'Request body is larger than 16 KiB' });
    },
  });
  // Only where a body is read: bodyLimit looks at request.body, which on Node makes the server
  // build a full Request (and an AbortController) for every GET — a large share of a cached read.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS' ? next() : limitBody(c, next),
  );

  // A browser navigation after the SPA signed out at the Auth server (which ends the session, so its
  // token is refused from then on: sessions.ts); a navigation carries no token, so this only redirects.
  app.get('/api/logout', (c) => c.redirect('/', 302));

  // A new entry checks an unknown session in its first statement (routes/entries.ts), saving a round
  // trip: a writer's entries are minutes apart, so their session is rarely still remembered.
  app.use(
    '/api/*',
    identify(verify, sessions, (c) => c.req.method === 'POST' && c.req.path === '/api/entries'),
  );
  app.use('/api/*', invalidateOnWrite(deps.feedCache));
  app.route('/api', apiRoutes(deps));

  // Also answers when a host mounts this app with route(), where the host's notFound would win.
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((err, c) => toResponse(err, c));
  return app;
}

/** One Hono app per resource (spec §7), mounted where the spec's paths put them. */
export function apiRoutes(deps: Deps) {
  return new Hono<ApiEnv>()
    .route('/', accountRoutes(deps))
    .route('/export', exportRoutes(deps))
    .route('/settings', settingsRoutes(deps))
    .route('/entries', entryRoutes(deps))
    .route('/entries', reactionRoutes(deps))
    .route('/entries', reportRoutes(deps))
    .route('/', supportiveResponseRoutes(deps))
    .route('/feed', feedRoutes(deps))
    .route('/timeline', timelineRoutes(deps))
    .route('/trending', trendingRoutes(deps))
    .route('/community', communityRoutes(deps))
    .route('/prompt', promptRoutes(deps))
    .route('/supportive-messages', messageRoutes(deps))
    .route('/growth', growthRoutes(deps))
    .route('/moderation', moderationRoutes(deps));
}

/** The /api routes' types, for a typed client (`hc<AppType>`) in the SPA. */
export type AppType = ReturnType<typeof apiRoutes>;
