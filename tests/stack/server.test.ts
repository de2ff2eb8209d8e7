// The one HTTP server: health, runtime config, the API on both of its paths, the SPA with history
// fallback and caching, and the security headers.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack } from './harness.ts';

const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

/** GET with a chosen Accept-Encoding, returning the raw (still encoded) bytes. */
function rawBytes(url: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: Buffer }>((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local stack server', () => {
  let t: TestStack;
  let dist: string;

  beforeAll(async () => {
    // A stand-in build: the server's job is serving whatever vite wrote, not what the SPA contains.
    dist = await mkdtemp(join(tmpdir(), 'hearth-dist-'));
    await mkdir(join(dist, 'assets'));
    // Each page's first screen in its own file (scripts/vite-plugin-app-shells.ts): Home's, the feed's,
    // and /prompt's with a data slot for the prompt; /timeline has none, so it gets the bare 404.html.
    const shell = (main: string) =>
      `<!doctype html><html><head></head><body><div id="root"><header>Hearth</header><main>${main}</main></div></body></html>`;
    await mkdir(join(dist, 'feed'));
    await mkdir(join(dist, 'prompt'));
    await writeFile(join(dist, 'index.html'), shell('<h1>Home opening</h1>'));
    await writeFile(join(dist, 'feed', 'index.html'), shell('<h1>Feed opening</h1>'));
    await writeFile(
      join(dist, 'prompt', 'index.html'),
      shell('<h1>Write</h1><p aria-live="polite" data-slot="prompt" class="prompt"><span>Loading a prompt</span></p>'),
    );
    await writeFile(join(dist, 'routes.json'), JSON.stringify(['/', '/feed', '/prompt', '/timeline']));
    await writeFile(join(dist, '404.html'), shell(''));
    await writeFile(join(dist, 'assets', 'index-3f2a1b.js'), 'console.log(1)');
    await writeFile(join(dist, 'assets', 'big-9c8d7e.js'), BIG_SCRIPT);
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestStack('pglite', { distDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (path: string, init?: RequestInit) => fetch(`${t.stack.url}${path}`, init);
  /** A raw request: fetch neither lets a Host header through nor keeps `..` in a path. */
  const rawHeaders = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const req = request(`${t.stack.url}${path}`, { headers }, (res) => {
        res.resume();
        resolve(res.headers);
      });
      req.on('error', reject);
      req.end();
    });
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${t.stack.url}${path}`, { headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('reports health once migrated', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('tells the SPA where Supabase is: its own URL, whatever Host the request names', async () => {
    expect(await (await get('/config.json')).json()).toEqual({
      supabaseUrl: t.stack.url,
      supabaseKey: 'sb_publishable_local',
    });
    const forged = await raw('/config.json', { host: 'evil.example', 'x-forwarded-proto': 'https' });
    expect(JSON.parse(forged.body)).toMatchObject({ supabaseUrl: t.stack.url });
  });

  it('names its own URL in the CSP, never the request’s Host', async () => {
    const forged = await rawHeaders('/', { host: 'evil.example' });
    const host = new URL(t.stack.url).host;
    expect(forged['content-security-policy']).toContain(`connect-src 'self' ws://${host} wss://${host}`);
    expect(forged['content-security-policy']).not.toContain('evil.example');
  });

  it('serves the API on /api and on /functions/v1/api alike', async () => {
    const direct = await get('/api/community/stats');
    const viaFunctions = await get('/functions/v1/api/community/stats');
    expect(direct.status).toBe(200);
    expect(viaFunctions.status).toBe(200);
    expect(await viaFunctions.json()).toEqual(await direct.json());
  });

  it('serves index.html for app routes, the 404 page with status 404 for other paths, and 404 for missing assets', async () => {
    for (const path of ['/', '/timeline']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('id="root"');
    }
    // The build's routes.json names the app's paths; anything else gets its 404.html, where the app
    // draws the 404 page.
    for (const path of ['/no/such/page', '/feed/', '/timelines']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('id="root"');
      expect(html).not.toContain('Home opening');
    }
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    expect((await get('/missing.png')).status).toBe(404);
    const escape = await raw('/..%2f..%2fpackage.json');
    expect(escape.status).toBe(404);
    expect(escape.body).not.toContain('"name"');
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await get('/assets/index-3f2a1b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it("sends the opened page's own first screen: Home's on /, the feed's on /feed, /prompt's with a prompt from the database, the bare layout for a page without one", async () => {
    const home = await (await get('/')).text();
    expect(home).toContain('<h1>Home opening</h1>');
    const feed = await (await get('/feed')).text();
    expect(feed).toContain('<h1>Feed opening</h1>');
    expect(feed).not.toContain('Home opening');
    const write = await (await get('/prompt')).text();
    const block = /<script type="application\/json" id="hearth-slot-prompt">(.*?)<\/script><\/body>/.exec(write);
    expect(block).not.toBeNull();
    const { prompt } = JSON.parse(block![1]!) as { prompt: string };
    const rows = await t.stack.db.query<{ count: number }>(
      'select count(*)::int as count from public.prompts where prompt = $1',
      [prompt],
    );
    expect(rows[0]?.count).toBe(1);
    // The slot's loading state gives way to the prompt; the element and everything around it stay.
    expect(write).toContain(
      `<h1>Write</h1><p aria-live="polite" data-slot="prompt" class="prompt">${prompt.replace(/'/g, '&#39;')}</p>`,
    );
    expect(write).not.toContain('Loading a prompt');
    const other = await (await get('/timeline')).text();
    expect(other).not.toContain('opening');
    expect(other).not.toContain('hearth-slot-prompt');
    expect(other).toContain('<header>Hearth</header><main></main>');
  });

  it('compresses scripts with brotli or gzip as the browser accepts, and not otherwise', async () => {
    const url = `${t.stack.url}/assets/big-9c8d7e.js`;
    const br = await rawBytes(url, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(BIG_SCRIPT);
    expect(br.bytes.byteLength).toBeLessThan(BIG_SCRIPT.length / 3);
    const gzip = await rawBytes(url, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(BIG_SCRIPT);
    const plain = await rawBytes(url, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe(BIG_SCRIPT);
  });

  it('sends a strict CSP and the other security headers, and HSTS only behind HTTPS', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy')!;
    const host = new URL(t.stack.url).host;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const behindTls = await get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('only upgrades /realtime/v1/websocket to a websocket', async () => {
    const refused = new WebSocket(`${t.stack.url.replace('http', 'ws')}/elsewhere`);
    await expect(
      new Promise((resolve, reject) => (refused.on('open', resolve), refused.on('error', reject))),
    ).rejects.toThrow();
    const accepted = new WebSocket(
      `${t.stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=sb_publishable_local&vsn=2.0.0`,
    );
    await new Promise((resolve, reject) => (accepted.on('open', resolve), accepted.on('error', reject)));
    const reply = new Promise<unknown>((resolve) =>
      accepted.once('message', (data) => resolve(JSON.parse(data.toString()))),
    );
    accepted.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    expect(await reply).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    accepted.close();
  });
});
