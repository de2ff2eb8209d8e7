// The same app as a Supabase edge function: real Deno serves supabase/functions/api/index.ts
// (its deno.json import map, npm: specifiers) against the local PostgreSQL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../local/db/migrate.ts';
import { freshDatabase } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let deno: ChildProcess | undefined;
let drop: (() => Promise<void>) | undefined;
let origin = '';
let output = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const fresh = await freshDatabase(POSTGRES_URL);
  drop = fresh.drop;
  await migrate(fresh.db, { seed: true });
  const dbName = (await fresh.db.query<{ name: string }>('select current_database() as name'))[0]!.name;
  const dbUrl = new URL(POSTGRES_URL);
  dbUrl.pathname = `/${dbName}`;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  deno = spawn(`${root}node_modules/.bin/deno`, ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', 'index.ts'], {
    cwd: `${root}supabase/functions/api`,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // Deno 2 lets the host pick Deno.serve's address, as the edge runtime does.
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      SUPABASE_DB_URL: dbUrl.toString(),
      SUPABASE_URL: 'http://127.0.0.1:9',
      DENO_NO_UPDATE_CHECK: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  deno.stdout!.on('data', (d) => (output += d));
  deno.stderr!.on('data', (d) => (output += d));
  // Ready when it says so; Deno may first fetch the pinned npm packages.
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('Listening on')) {
        clearInterval(check);
        resolve();
      }
    }, 100);
    deno!.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`deno exited with ${code}:\n${output}`));
    });
  });
}, 180_000);

afterAll(async () => {
  if (deno && deno.exitCode === null) {
    const exited = new Promise((resolve) => deno!.once('exit', resolve));
    deno.kill('SIGTERM');
    await exited;
  }
  await drop?.();
});

describe('edge function under Deno', () => {
  it('type-checks with deno check and its own import map', () => {
    const check = spawnSync(`${root}node_modules/.bin/deno`, ['check', 'index.ts'], {
      cwd: `${root}supabase/functions/api`,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 170_000,
    });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  }, 180_000);

  it('serves /api/prompt and /api/feed with 200 from PostgreSQL', async () => {
    const prompt = await fetch(`${origin}/api/prompt`);
    expect(prompt.status, output).toBe(200);
    expect(await prompt.json()).toEqual({ prompt: expect.any(String) });
    const feed = await fetch(`${origin}/api/feed`);
    expect(feed.status, output).toBe(200);
    expect(await feed.json()).toEqual({ entries: expect.any(Array) });
    expect(feed.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a forged token with 401 (verification runs in Deno too)', async () => {
    const res = await fetch(`${origin}/api/feed`, { headers: { authorization: 'Bearer a.b.c' } });
    expect(res.status).toBe(401);
  });
});
