// A real stack for API tests: a fresh database migrated by the project runner (in-memory PGlite, or a
// throw-away database on TEST_DATABASE_URL), the local Auth server and the API, served over HTTP.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createAuthApp } from '../../local/auth/app.ts';
import { migrate } from '../../local/db/migrate.ts';
import { pgliteDatabase } from '../../local/db/pglite.ts';
import { createApiApp, type ApiOptions } from '../../supabase/functions/_shared/api/app.ts';
import type { ReflectFn } from '../../supabase/functions/_shared/api/deps.ts';
import type { Database } from '../../supabase/functions/_shared/db.ts';
import { postgresDatabase } from '../../supabase/functions/_shared/db-postgres.ts';

export interface Harness {
  origin: string;
  /** The server's root app, for extra routes (the bench's ceiling). */
  root: Hono;
  db: Database;
  dataDir: string;
  api: (path: string, init?: ApiInit) => Promise<ApiResponse>;
  anonymous: () => Promise<Person>;
  registered: (username?: string) => Promise<Person & { username: string; email: string; password: string }>;
  close: () => Promise<void>;
}

export interface ApiInit {
  method?: string;
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  // Tests read whatever shape the endpoint promises.
  body: any;
}

export interface Person {
  id: string;
  token: string;
  cookie: string;
}

let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A database of our own: PGlite in memory, or a uniquely named database on TEST_DATABASE_URL that close() drops. */
export async function freshDatabase(
  url = process.env.TEST_DATABASE_URL,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (!url) {
    const db = await pgliteDatabase();
    return { db, drop: () => db.close() };
  }
  const name = unique('hearth_api_').toLowerCase();
  const admin = postgresDatabase(url, { max: 1 });
  await admin.exec(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = postgresDatabase(target.toString());
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

export async function startHarness(
  options: {
    reflect?: ReflectFn;
    allowedOrigins?: string[];
    databaseUrl?: string;
    /** Knobs of the API's caches (feed TTL, their clock). */
    api?: Pick<ApiOptions, 'feedCacheTtlMs' | 'now' | 'providerModel'>;
    /** Usernames that sign in as moderators (the local stack's HEARTH_MODERATORS). */
    moderators?: string[];
    /** Sees every /auth/v1 request first, and may answer it instead (an Auth server set up otherwise). */
    authFront?: (req: Request) => Response | undefined | Promise<Response | undefined>;
  } = {},
): Promise<Harness> {
  const { db, drop } = await freshDatabase(options.databaseUrl ?? process.env.TEST_DATABASE_URL);
  await migrate(db, { seed: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-api-'));

  const root = new Hono();
  // Clients may hang up while requests are still being handled (the bench does); close() waits for those.
  let inFlight = 0;
  let drained: (() => void) | undefined;
  root.use('*', async (_c, next) => {
    inFlight++;
    try {
      await next();
    } finally {
      if (--inFlight === 0) drained?.();
    }
  });
  let server: ServerType | undefined;
  const origin = await new Promise<string>((resolve) => {
    server = serve({ fetch: (req) => root.fetch(req), hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
  const auth = await createAuthApp({
    db,
    dataDir,
    issuer: `${origin}/auth/v1`,
    // Tests create many users from one address; the limiter is the Auth server's own concern.
    rateLimits: { anonymousPerHour: 100_000, signInSignUpsPer5Min: 100_000, tokenRefreshPer5Min: 100_000 },
    moderators: options.moderators,
  });
  if (options.authFront) {
    const front = options.authFront;
    root.use('/auth/v1/*', async (c, next) => {
      const answer = await front(c.req.raw.clone());
      if (answer) return answer;
      await next();
    });
  }
  root.route('/auth/v1', auth.app);
  const apiApp = createApiApp({
    ...options.api,
    db,
    supabaseUrl: origin,
    reflect: options.reflect,
    allowedOrigins: options.allowedOrigins,
    onSessionsEnded: auth.onSessionsEnded,
  });
  root.all('/api/*', (c) => apiApp.fetch(c.req.raw));

  const api: Harness['api'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const res = await fetch(`${origin}${path}`, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };

  const authCall = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${origin}/auth/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: 'sb_publishable_local',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`auth ${path} → ${res.status} ${await res.text()}`);
    return (await res.json()) as { access_token: string; user: { id: string } };
  };

  const anonymous = async (): Promise<Person> => {
    const session = await authCall('/signup', { data: {} });
    return { id: session.user.id, token: session.access_token, cookie: `user_${session.user.id}` };
  };

  const registered: Harness['registered'] = async (username = unique('u')) => {
    const email = `${username.toLowerCase()}@example.test`;
    const password = 'correct horse 42';
    const res = await api('/api/register', { method: 'POST', body: { username, email, password } });
    if (res.status !== 201) throw new Error(`register → ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.user.id as string;
    return { id, token: res.body.session.access_token as string, cookie: `user_${id}`, username, email, password };
  };

  return {
    origin,
    root,
    db,
    dataDir,
    api,
    anonymous,
    registered,
    close: async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Writes an entry through POST /api/entries (public unless asked) and returns it; throws on any other answer. */
export async function writeEntry(
  h: Pick<Harness, 'api'>,
  person: Person,
  journalText: string,
  visibility = 'public',
  // Tests read whatever shape the endpoint promises.
): Promise<any> {
  const res = await h.api('/api/entries', {
    method: 'POST',
    token: person.token,
    body: { moodTag: 'sad', journalText, visibility },
  });
  if (res.status !== 201) throw new Error(`write → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.entry;
}
