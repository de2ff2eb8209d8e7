// The one-machine stack: one Node process, one port, speaking Supabase's URLs and wire formats
// (auth, realtime, the `api` function) over embedded PGlite or any PostgreSQL.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { createLocalJWKSet } from 'jose';
import { z } from 'zod';
import { createApiApp } from '../supabase/functions/_shared/api/app.ts';
import { asCaller, type Database } from '../supabase/functions/_shared/db.ts';
import { postgresDatabase } from '../supabase/functions/_shared/db-postgres.ts';
import { reflect, reflectionConfigFromEnv } from '../supabase/functions/_shared/reflection/index.ts';
import { createAuthApp, type AuthOptions, type AuthStack } from './auth/app.ts';
import { migrate } from './db/migrate.ts';
import { pgliteDatabase } from './db/pglite.ts';
import { createFromTemplate } from './db/template.ts';
import { lockDataDir } from './lock.ts';
import { createRealtimeServer } from './realtime/server.ts';
import { buildSpa, spaHandler, spaNeedsBuild } from './spa.ts';

/** The local stack's publishable key; any `apikey` is accepted locally. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_local';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface StackOptions {
  /** 0 picks a free port (tests). Default 3000. */
  port?: number;
  host?: string;
  /** PGlite files and the auth signing key. Default ./.data */
  dataDir?: string;
  /** Any PostgreSQL 15+ instead of PGlite. */
  databaseUrl?: string;
  /** The built SPA to serve. Default <repo>/dist. */
  distDir?: string;
  /** Run `vite build` first when dist/ is missing or stale (npm start). Default false. */
  buildSpa?: boolean;
  /** Apply supabase/seed.sql after the migrations. Default true. */
  seed?: boolean;
  /** Where the template a fresh PGlite DATA_DIR is copied from is kept. Default HEARTH_CACHE_DIR or node_modules/.cache/hearth. */
  cacheDir?: string;
  /** Extra origins that may call /api cross-origin (the Vite dev server). */
  allowedOrigins?: string[];
  /** Auth knobs tests turn down (rate limits, refresh-token reuse window, token lifetime). */
  auth?: Pick<AuthOptions, 'rateLimits' | 'refreshTokenReuseIntervalMs' | 'jwtExpirySeconds'>;
  /** Where status lines go; default console.log. */
  log?: (line: string) => void;
}

export interface Stack {
  /** The origin the stack serves, e.g. http://127.0.0.1:3000 (also its Supabase URL). */
  url: string;
  db: Database;
  auth: AuthStack;
  /** Stops accepting, drains, checkpoints, closes the database and releases DATA_DIR. */
  close(): Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000;

function securityHeaders(headers: Headers, host: string, https: boolean): void {
  const wanted: Record<string, string> = {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      // Radix and Tailwind set inline styles at runtime.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      `connect-src 'self' ws://${host} wss://${host}`,
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  if (https) wanted['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  // A part that chose stricter values for its own answers (the API's no-referrer) keeps them.
  for (const [name, value] of Object.entries(wanted)) if (!headers.has(name)) headers.set(name, value);
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir ?? '.data');
  const distDir = options.distDir ?? join(repoRoot, 'dist');

  // The lock comes first so a second process refuses at once instead of building the SPA.
  const releaseLock = await lockDataDir(dataDir);
  let db: Database | undefined;
  let server: Server | undefined;
  try {
    const seed = options.seed ?? true;
    const opening = (async () => {
      if (options.databaseUrl) return postgresDatabase(options.databaseUrl);
      // A fresh DATA_DIR starts as a copy of the migrated template instead of running initdb.
      const pgliteDir = join(dataDir, 'pglite');
      await createFromTemplate(pgliteDir, { seed, cacheDir: options.cacheDir }).catch((error: unknown) => {
        // A cache that cannot be written (read-only node_modules, a full disk) only costs time.
        log(`The database template could not be used (${(error as Error).message}); creating the database from scratch.`);
      });
      return pgliteDatabase(pgliteDir);
    })();
    const building = (async () => {
      if (options.buildSpa && (await spaNeedsBuild(repoRoot, distDir))) {
        log('Building the web app (dist/ is missing or older than src/)…');
        await buildSpa(repoRoot);
      }
    })();
    // The database gets ready while the SPA builds (the first start on a new machine does both).
    const [opened, built] = await Promise.allSettled([opening, building]);
    if (opened.status === 'fulfilled') db = opened.value;
    for (const outcome of [opened, built]) if (outcome.status === 'rejected') throw outcome.reason;
    const database = db!;

    // The stack listens before it is ready so a port of 0 is known when the token issuer is fixed;
    // until the migrations are in, everything answers 503.
    let app: Hono<{ Bindings: HttpBindings }> | undefined;
    const clientIps = new AsyncLocalStorage<string | null>();
    server = createAdaptorServer({
      fetch: (request, env) =>
        clientIps.run((env as HttpBindings).incoming.socket.remoteAddress ?? null, () =>
          app ? app.fetch(request, env as HttpBindings) : Response.json({ ok: false }, { status: 503, headers: { 'Retry-After': '1' } }),
        ),
    }) as Server;
    const listening = server;
    await new Promise<void>((ready, fail) => {
      listening.once('error', fail);
      listening.listen(options.port ?? 3000, options.host ?? '127.0.0.1', () => ready());
    });
    const address = listening.address() as AddressInfo;
    const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

    await migrate(database, { seed });

    const auth = await createAuthApp({
      db: database,
      dataDir,
      issuer: `${url}/auth/v1`,
      ...options.auth,
      // Calls the API makes to /auth/v1 in-process count against the browser's address, not ours.
      clientIp: () => clientIps.getStore() ?? null,
    });
    const realtime = await createRealtimeServer({ db: database, verifyAccessToken: auth.verifyAccessToken });

    const root = new Hono<{ Bindings: HttpBindings }>();
    // OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL: any OpenAI-compatible provider, else the built-in engine.
    const provider = reflectionConfigFromEnv(process.env);
    const api = createApiApp({
      reflect: (input) => reflect(input, { provider }),
      db: database,
      supabaseUrl: url,
      supabaseKey: LOCAL_PUBLISHABLE_KEY,
      jwks: createLocalJWKSet(auth.jwks),
      allowedOrigins: options.allowedOrigins,
      // Login, register and logout reach /auth/v1 of this same process without a network hop.
      fetch: (input, init) => Promise.resolve(root.fetch(new Request(input, init))),
    });

    root.use('*', async (c, next) => {
      await next();
      const https = c.req.header('x-forwarded-proto') === 'https' || new URL(c.req.url).protocol === 'https:';
      // The Host header is the client's to choose; only a plain host[:port] may enter the policy.
      const requestHost = c.req.header('host') ?? '';
      securityHeaders(c.res.headers, /^[A-Za-z0-9.\-[\]:]{1,255}$/.test(requestHost) ? requestHost : new URL(url).host, https);
    });
    root.get('/healthz', (c) => c.json({ ok: true }));
    root.get('/config.json', (c) => {
      const requestUrl = new URL(c.req.url);
      const proto = c.req.header('x-forwarded-proto') === 'https' ? 'https:' : requestUrl.protocol;
      c.header('Cache-Control', 'no-cache');
      return c.json({ supabaseUrl: `${proto}//${requestUrl.host}`, supabaseKey: LOCAL_PUBLISHABLE_KEY });
    });
    root.route('/auth/v1', auth.app);
    root.all('/api/*', (c) => api.fetch(c.req.raw));
    root.all('/functions/v1/api/*', (c) => {
      // Supabase hands the `api` function its path from /api on; do the same.
      const target = new URL(c.req.url);
      target.pathname = target.pathname.replace(/^\/functions\/v1/, '');
      return api.fetch(new Request(target, c.req.raw));
    });
    root.all('/functions/v1/*', (c) => c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404));
    root.all('/rest/v1/*', (c) => c.json({ message: 'The local stack has no PostgREST; use /api' }, 404));
    root.all('/realtime/v1/*', (c) => c.text('Upgrade Required', 426));
    root.all(
      '*',
      spaHandler(distDir, {
        firstPrompt: async () => {
          const rows = await asCaller(database, null, (q) => q.query<{ prompt: string }>('select public.random_prompt() as prompt'));
          return rows[0]!.prompt;
        },
      }),
    );

    listening.on('upgrade', (request: IncomingMessage, socket, head) => {
      const pathname = new URL(request.url ?? '/', 'http://local').pathname;
      if (app && pathname === '/realtime/v1/websocket') realtime.handleUpgrade(request, socket, head);
      else socket.destroy();
    });
    app = root;

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        app = undefined;
        const drained = new Promise<void>((done) => listening.close(() => done()));
        listening.closeIdleConnections();
        await realtime.close();
        const timer = setTimeout(() => listening.closeAllConnections(), DRAIN_TIMEOUT_MS);
        await drained;
        clearTimeout(timer);
        // Flush everything to the data files now, so the next start has no WAL to replay.
        if (!options.databaseUrl) await database.exec('checkpoint');
        await database.close();
        await releaseLock();
      })());

    log(`Hearth is ready at ${url} (${options.databaseUrl ? 'DATABASE_URL' : `PGlite in ${dataDir}`})`);
    return { url, db: database, auth, close };
  } catch (error) {
    server?.close();
    await db?.close().catch(() => {});
    await releaseLock();
    throw error;
  }
}

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).max(255).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
});

/** `npm start` (through local/start.js) and `tsx local/main.ts`: the stack configured by the environment. */
export async function main(): Promise<void> {
  // An empty variable means unset (as in `DATABASE_URL= npm start`).
  const parsed = env.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    console.error(`Invalid configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    process.exit(1);
  }
  const config = parsed.data;
  const starting = startStack({
    port: config.PORT,
    host: config.HOST,
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    buildSpa: true,
  });
  // Listening for the signals before the stack is up: a SIGTERM that arrives just as it becomes
  // ready (or while it starts) still shuts it down gracefully instead of killing the process.
  const stop = (signal: string) => {
    console.log(`${signal}: shutting down…`);
    starting
      .then((stack) => stack.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`Shutdown failed: ${(error as Error).message}`);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  try {
    await starting;
  } catch (error) {
    console.error(`Hearth could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
