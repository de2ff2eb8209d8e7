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
import type { Database } from '../supabase/functions/_shared/db.ts';
import { reflect, reflectionConfigFromEnv } from '../supabase/functions/_shared/reflection/index.ts';
import { createAuthApp, type AuthOptions, type AuthStack } from './auth/app.ts';
import { parseModerators } from './auth/moderators.ts';
import { startHousekeeping } from './db/housekeeping.ts';
import { migrate } from './db/migrate.ts';
import { lockDataDir } from './lock.ts';
import { createRealtimeServer, type RealtimeLimits } from './realtime/server.ts';
import { buildSpa, spaNeedsBuild } from './spa.ts';
import { gracefulClose } from './stack/close.ts';
import { openDatabase } from './stack/open-database.ts';
import { mountRoutes } from './stack/routes.ts';
import { securityHeaders } from './stack/security-headers.ts';

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
  auth?: Pick<AuthOptions, 'rateLimits' | 'refreshTokenReuseIntervalMs' | 'jwtExpirySeconds' | 'moderators'>;
  /** Realtime's flood limits (tests turn them down). */
  realtime?: Partial<RealtimeLimits>;
  /**
   * Where people reach the stack (PUBLIC_URL), e.g. behind a proxy: what /config.json and the CSP name,
   * and the token issuer. Default: the address it listens on. Never taken from a request's Host.
   */
  publicUrl?: string;
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

/** http://host:port of a listening server (an unspecified address is reached on loopback). */
function listeningUrl(server: Server): string {
  const address = server.address() as AddressInfo;
  const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** The public URL and, on loopback, its aliases: a page opened at localhost may call 127.0.0.1. */
function loopbackAliases(publicUrl: URL): string[] {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(publicUrl.hostname)) return [];
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  return ['127.0.0.1', 'localhost', '[::1]'].map((host) => `${publicUrl.protocol}//${host}${port}`);
}

/** The database and the SPA build, side by side (the first start on a new machine does both). */
async function prepare(options: StackOptions, dataDir: string, distDir: string, log: (line: string) => void) {
  const seed = options.seed ?? true;
  const opening = openDatabase({ dataDir, databaseUrl: options.databaseUrl, seed, cacheDir: options.cacheDir, log });
  const building = (async () => {
    if (options.buildSpa && (await spaNeedsBuild(repoRoot, distDir))) {
      log('Building the web app (dist/ is missing or older than src/)…');
      await buildSpa(repoRoot);
    }
  })();
  const [opened, built] = await Promise.allSettled([opening, building]);
  if (opened.status === 'rejected') throw opened.reason;
  if (built.status === 'rejected') {
    await opened.value.close().catch(() => {});
    throw built.reason;
  }
  return opened.value;
}

/** Auth, Realtime and the API over one database, wired to each other. */
async function createParts(database: Database, options: StackOptions, publicUrl: URL, dataDir: string) {
  const clientIps = new AsyncLocalStorage<string | null>();
  const auth = await createAuthApp({
    db: database,
    dataDir,
    issuer: `${publicUrl.origin}/auth/v1`,
    ...options.auth,
    // Calls the API makes to /auth/v1 in-process count against the browser's address, not ours.
    clientIp: () => clientIps.getStore() ?? null,
  });
  const realtime = await createRealtimeServer({
    db: database,
    verifyAccessToken: auth.verifyAccessToken,
    onSessionsEnded: auth.onSessionsEnded,
    limits: options.realtime,
  });
  const root = new Hono<{ Bindings: HttpBindings }>();
  // OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL: any OpenAI-compatible provider, else the built-in engine.
  const provider = reflectionConfigFromEnv(process.env);
  const api = createApiApp({
    reflect: (input) => reflect(input, { provider }),
    providerModel: provider?.model ?? null,
    db: database,
    supabaseUrl: publicUrl.origin,
    supabaseKey: LOCAL_PUBLISHABLE_KEY,
    jwks: createLocalJWKSet(auth.jwks),
    allowedOrigins: [...loopbackAliases(publicUrl), ...(options.allowedOrigins ?? [])],
    onSessionsEnded: auth.onSessionsEnded,
    clientAddress: () => clientIps.getStore() ?? null,
    // Login, register and logout reach /auth/v1 of this same process without a network hop.
    fetch: (input, init) => Promise.resolve(root.fetch(new Request(input, init))),
  });
  return { clientIps, auth, realtime, root, api };
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
    const database = (db = await prepare(options, dataDir, distDir, log));
    // The stack listens before it is ready so a port of 0 is known when the token issuer is fixed;
    // until the migrations are in, everything answers 503.
    let app: Hono<{ Bindings: HttpBindings }> | undefined;
    let clientIps: AsyncLocalStorage<string | null> | undefined;
    const listening = (server = createAdaptorServer({
      fetch: (request, env) =>
        app && clientIps
          ? clientIps.run((env as HttpBindings).incoming.socket.remoteAddress ?? null, () =>
              app!.fetch(request, env as HttpBindings),
            )
          : Response.json({ ok: false }, { status: 503, headers: { 'Retry-After': '1' } }),
    }) as Server);
    await new Promise<void>((ready, fail) => {
      listening.once('error', fail);
      listening.listen(options.port ?? 3000, options.host ?? '127.0.0.1', () => ready());
    });
    const url = listeningUrl(listening);
    const publicUrl = new URL(options.publicUrl ?? url);

    await migrate(database, { seed: options.seed ?? true });
    const parts = await createParts(database, options, publicUrl, dataDir);
    parts.root.use('*', securityHeaders(publicUrl));
    mountRoutes(parts.root, {
      database,
      auth: parts.auth,
      api: parts.api,
      distDir,
      config: { supabaseUrl: publicUrl.origin, supabaseKey: LOCAL_PUBLISHABLE_KEY },
    });
    listening.on('upgrade', (request: IncomingMessage, socket, head) => {
      const pathname = new URL(request.url ?? '/', 'http://local').pathname;
      if (app && pathname === '/realtime/v1/websocket') parts.realtime.handleUpgrade(request, socket, head);
      else socket.destroy();
    });
    clientIps = parts.clientIps;
    app = parts.root;
    const stopHousekeeping = startHousekeeping(database, { log });

    const close = gracefulClose({
      server: listening,
      realtime: parts.realtime,
      database,
      embedded: !options.databaseUrl,
      releaseLock,
      stopRouting: () => (app = undefined),
      stopTimers: stopHousekeeping,
    });
    log(`Hearth is ready at ${url} (${options.databaseUrl ? 'DATABASE_URL' : `PGlite in ${dataDir}`})`);
    return { url, db: database, auth: parts.auth, close };
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
  // Only an origin (scheme, host, port): it is what the SPA is told and what the CSP allows.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => new URL(value).pathname === '/' && !new URL(value).search, 'must be an origin, without a path')
    .optional(),
  // Usernames of the moderators, comma-separated (issue 16).
  HEARTH_MODERATORS: z.string().max(10_000).optional(),
});

/** `npm start` (through local/start.js) and `tsx local/main.ts`: the stack configured by the environment. */
export async function main(): Promise<void> {
  // An empty variable means unset (as in `DATABASE_URL= npm start`).
  const parsed = env.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    console.error(
      `Invalid configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
    process.exit(1);
  }
  const config = parsed.data;
  const starting = startStack({
    port: config.PORT,
    host: config.HOST,
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    publicUrl: config.PUBLIC_URL,
    buildSpa: true,
    auth: { moderators: parseModerators(config.HEARTH_MODERATORS) },
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
