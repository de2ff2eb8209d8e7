// The same app as a Supabase edge function: real Deno serves supabase/functions/api/index.ts
// (its deno.json import map, npm: specifiers) against the local PostgreSQL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../local/db/migrate.ts';
import { postgresDatabase } from '../../supabase/functions/_shared/db-postgres.ts';
import { freshDatabase } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const denoBin = `${root}node_modules/.bin/deno`;
const functionDir = `${root}supabase/functions/api`;

// Hermetic: Deno resolves deno.json's pinned npm: specifiers from the node_modules that `npm ci`
// installed (a version that differs from the pin fails loudly) and may not download anything
// (--cached-only). Its cache is a new empty folder on every run, so a warm ~/.cache/deno on this
// machine cannot hide a download that a fresh machine could not make.
const denoDir = mkdtempSync(join(tmpdir(), 'hearth-deno-'));
const denoFlags = ['--node-modules-dir=manual', '--cached-only'];
const denoEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DENO_DIR: denoDir,
  DENO_NO_UPDATE_CHECK: '1',
  NO_COLOR: '1',
};
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let deno: ChildProcess | undefined;
let drop: (() => Promise<void>) | undefined;
let origin = '';
let output = '';
let dbName = '';

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
  dbName = (await fresh.db.query<{ name: string }>('select current_database() as name'))[0]!.name;
  const dbUrl = new URL(POSTGRES_URL);
  dbUrl.pathname = `/${dbName}`;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  deno = spawn(
    denoBin,
    ['run', ...denoFlags, '--allow-net', '--allow-env', '--allow-read', '--allow-sys', 'index.ts'],
    {
      cwd: functionDir,
      env: {
        ...denoEnv,
        // Deno 2 lets the host pick Deno.serve's address, as the edge runtime does.
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        SUPABASE_DB_URL: dbUrl.toString(),
        SUPABASE_URL: 'http://127.0.0.1:9',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  deno.stdout!.on('data', (d) => (output += d));
  deno.stderr!.on('data', (d) => (output += d));
  // Ready when it says so.
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
  rmSync(denoDir, { recursive: true, force: true });
});

describe('edge function under Deno', () => {
  it('type-checks with deno check and its own import map', () => {
    const check = spawnSync(denoBin, ['check', ...denoFlags, 'index.ts'], {
      cwd: functionDir,
      env: denoEnv,
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

  it('applies the password rule in Deno too (the common-password list loads on first use)', async () => {
    const res = await fetch(`${origin}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'maple', email: 'maple@example.test', password: 'baseball' }),
    });
    expect(res.status, output).toBe(400);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/most common passwords/) });
  });

  it('survives its database connections being cut: 503 with Retry-After while down, 200 again after', async () => {
    const adminUrl = new URL(POSTGRES_URL);
    adminUrl.pathname = '/postgres';
    const admin = postgresDatabase(adminUrl.toString(), { max: 1 });
    const cut = () =>
      admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
    try {
      expect((await fetch(`${origin}/api/prompt`)).status).toBe(200);
      await cut();
      await admin.exec(`alter database ${dbName} allow_connections false`);
      await cut();
      const down = await fetch(`${origin}/api/prompt`);
      expect(down.status, output).toBe(503);
      expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
      await admin.exec(`alter database ${dbName} allow_connections true`);
      const back = await fetch(`${origin}/api/prompt`);
      expect(back.status, output).toBe(200);
      expect(deno!.exitCode, output).toBeNull();
    } finally {
      await admin.exec(`alter database ${dbName} allow_connections true`);
      await admin.close();
    }
  });
});
