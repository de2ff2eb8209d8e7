// What the one-machine stack promises about DATA_DIR: acknowledged writes survive a restart and a
// kill -9, the directory reopens afterwards, and only one process may use it at a time.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOCAL_PUBLISHABLE_KEY, startStack, type Stack } from '../../local/main.ts';
import { childStack, exited, repoRoot } from './child-stack.ts';

const quiet = { seed: false, log: () => {} };
const client = (url: string) =>
  createClient(url, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-durability-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function inProcess(dataDir: string, port = 0): Promise<Stack> {
  const stack = await startStack({ ...quiet, dataDir, port });
  cleanups.push(() => stack.close());
  return stack;
}

/** The stack in a child process we can kill; resolves once it serves. */
async function killableStack(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const { child, url } = await childStack(dataDir);
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  });
  return { child, url };
}

async function anonymousSignUp(url: string): Promise<string> {
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`signup → ${res.status}`);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

async function usersPresent(stack: Stack, ids: string[]): Promise<number> {
  const [row] = await stack.db.query<{ n: number }>(
    `select count(*)::int as n from auth.users where id = any($1::uuid[])`,
    [ids],
  );
  return row!.n;
}

describe('DATA_DIR durability', { timeout: 180_000 }, () => {
  it('keeps users, sessions and the signing key across a restart', async () => {
    const dataDir = await tempDir();
    const first = await startStack({ ...quiet, dataDir, port: 0 });
    const port = Number(new URL(first.url).port);
    const email = 'restart@example.test';
    const signUp = await client(first.url).auth.signUp({ email, password: 'correct horse 42' });
    expect(signUp.error).toBeNull();
    // The signing key is a secret: readable by its owner only.
    expect((await stat(join(dataDir, 'auth-signing-key.json'))).mode & 0o777).toBe(0o600);
    await first.close();

    // Same port, so the issuer in the old token still matches.
    const second = await inProcess(dataDir, port);
    const signIn = await client(second.url).auth.signInWithPassword({ email, password: 'correct horse 42' });
    expect(signIn.data.user?.id).toBe(signUp.data.user!.id);
    const old = await client(second.url).auth.getUser(signUp.data.session!.access_token);
    expect(old.data.user?.id).toBe(signUp.data.user!.id);
  });

  it('keeps every acknowledged write after kill -9 during a stream of writes, and the directory reopens', async () => {
    const dataDir = await tempDir();
    const { child, url } = await killableStack(dataDir);
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          acknowledged.push(await anonymousSignUp(url));
        } catch {
          return; // the process is gone mid-request: that write was never acknowledged
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 40) await sleep(10);
    child.kill('SIGKILL');
    killed = true;
    expect((await exited(child)).signal).toBe('SIGKILL');
    await Promise.all(writers);

    const restarted = await inProcess(dataDir);
    expect(await usersPresent(restarted, acknowledged)).toBe(acknowledged.length);
    // And it still takes writes.
    expect(await anonymousSignUp(restarted.url)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('drains and releases DATA_DIR on SIGTERM', async () => {
    const dataDir = await tempDir();
    const { child, url } = await killableStack(dataDir);
    const id = await anonymousSignUp(url);
    child.kill('SIGTERM');
    expect(await exited(child)).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'hearth.lock'))).toBe(false);

    const restarted = await inProcess(dataDir);
    expect(await usersPresent(restarted, [id])).toBe(1);
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const dataDir = await tempDir();
    await inProcess(dataDir);
    const second = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'local/main.ts')], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect((await exited(second)).code).toBe(1);
    expect(stderr).toContain(
      `Another Hearth process (pid ${process.pid}) is already using the data directory ${dataDir}`,
    );
  });

  it('refuses a second stack in the same process too', async () => {
    const dataDir = await tempDir();
    await inProcess(dataDir);
    await expect(startStack({ ...quiet, dataDir, port: 0 })).rejects.toThrow(/already using the data directory/);
  });
});
