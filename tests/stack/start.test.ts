// `npm start` runs local/start.js: it bundles the server once into the cache, reuses the bundle while
// no source changed, and the server it runs behaves as before (serves, shuts down on SIGTERM
// releasing DATA_DIR, keeps its data and signing key across restarts).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const startScript = (
  JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

interface Started {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Runs package.json's start script on a free port; resolves once it says it is ready. */
function npmStart(dataDir: string, cacheDir: string): Promise<Started> {
  const child = spawn('/bin/sh', ['-c', `exec ${startScript}`], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, HEARTH_CACHE_DIR: cacheDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((ready, fail) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Hearth is ready at (\S+)/.exec(out)?.[1];
      if (url) ready({ child, url, exited });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    void exited.then((code) => fail(new Error(`npm start exited with ${code}: ${err}`)));
  });
}

async function stop(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  return started.exited;
}

/** The home page's scripts and the chunks they import (the app itself is one of those), each as text. */
async function scriptsOf(url: string): Promise<string[]> {
  const html = await (await fetch(`${url}/`)).text();
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => new URL(m[1]!, url).href);
  expect(entries.length).toBeGreaterThan(0);
  const fetchText = async (src: string) => (await fetch(src)).text();
  const entryTexts = await Promise.all(entries.map(fetchText));
  const chunks = new Set(entryTexts.flatMap((text) => [...text.matchAll(/[\w.-]+\.js/g)].map((m) => m[0])));
  const chunkTexts = await Promise.all([...chunks].map((name) => fetchText(new URL(`/assets/${name}`, url).href)));
  return [...entryTexts, ...chunkTexts];
}

// Only React's development build asks for its DevTools.
const DEV_BUILD = /React DevTools/;

const jwks = async (url: string) => (await fetch(`${url}/auth/v1/.well-known/jwks.json`)).json();

describe('npm start (local/start.js)', { timeout: 300_000 }, () => {
  let scratch: string;
  let cacheDir: string;
  let dataDir: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'hearth-start-'));
    cacheDir = join(scratch, 'cache');
    dataDir = join(scratch, 'data');
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('bundles the server on first start, serves, and releases DATA_DIR on SIGTERM', async () => {
    const started = await npmStart(dataDir, cacheDir);
    expect(await (await fetch(`${started.url}/healthz`)).json()).toEqual({ ok: true });
    expect(existsSync(join(cacheDir, 'server.mjs'))).toBe(true);
    expect(existsSync(join(dataDir, 'hearth.lock'))).toBe(true);
    const keys = await jwks(started.url);
    // This runner sets NODE_ENV=test, which `npm start` passes on: the app it serves is still a production build.
    for (const script of await scriptsOf(started.url)) expect(script, 'a production build').not.toMatch(DEV_BUILD);
    expect(await stop(started)).toBe(0);
    expect(existsSync(join(dataDir, 'hearth.lock'))).toBe(false);

    // Unchanged sources: the same bundle runs again, on the same data and signing key.
    const built = (await stat(join(cacheDir, 'server.mjs'))).mtimeMs;
    const again = await npmStart(dataDir, cacheDir);
    expect(await jwks(again.url)).toEqual(keys);
    expect((await stat(join(cacheDir, 'server.mjs'))).mtimeMs).toBe(built);
    expect(await stop(again)).toBe(0);
  });

  it('rebuilds the bundle when a file it was made from changed', async () => {
    const manifestPath = join(cacheDir, 'server.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { inputs: [string, number, number][] };
    const main = manifest.inputs.find(([path]) => path.endsWith(join('local', 'main.ts')));
    expect(main).toBeDefined();
    // As if local/main.ts had been edited after the bundle was made.
    main![1] -= 1000;
    await writeFile(manifestPath, JSON.stringify(manifest));
    const before = (await stat(join(cacheDir, 'server.mjs'))).mtimeMs;

    const started = await npmStart(dataDir, cacheDir);
    expect((await stat(join(cacheDir, 'server.mjs'))).mtimeMs).toBeGreaterThan(before);
    expect(JSON.parse(await readFile(manifestPath, 'utf8'))).not.toEqual(manifest);
    expect(await stop(started)).toBe(0);
  });
});
