import { spawn } from 'node:child_process';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { FEED_INTRO, FIRST_PROMPT_ELEMENT_ID, WRITE_INTRO } from '../src/content/first-screens.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

// The built files never change while the server runs (a rebuild restarts it), so each encoding
// of a file is made once; the key includes the mtime in case dist/ is rebuilt underneath.
const encoded = new Map<string, Uint8Array<ArrayBuffer>>();

function encode(key: string, body: Uint8Array<ArrayBuffer>, encoding: 'br' | 'gzip'): Uint8Array<ArrayBuffer> {
  let out = encoded.get(key);
  if (!out) {
    out = new Uint8Array(
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 }),
    );
    encoded.set(key, out);
  }
  return out;
}

/** Sends a file's bytes, brotli- or gzip-compressed when the type compresses and the browser accepts it. */
function sendFile(c: Context, file: string, mtimeMs: number, body: Uint8Array<ArrayBuffer>, contentType: string) {
  c.header('Content-Type', contentType);
  if (!COMPRESSIBLE.test(contentType) || body.byteLength < 1024) return c.body(body);
  c.header('Vary', 'Accept-Encoding');
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return c.body(body);
  c.header('Content-Encoding', encoding);
  return c.body(encode(`${file}:${mtimeMs}:${encoding}`, body, encoding));
}

// index.html's static first screen (painted before any script runs; see src/boot.ts) is Home's
// opening. Another page gets its own opening where its words are known here, and the header alone
// otherwise, so nobody opening /feed first sees Home's words. Each opening uses the same elements
// and classes as its React page, so React's copy lands exactly on it and nothing moves.
const FIRST_SCREEN = /<!--first-screen-->[\s\S]*<!--\/first-screen-->/;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const feedFirstScreen = () =>
  `<div class="mx-auto grid max-w-3xl gap-6"><div class="flex flex-wrap items-end justify-between gap-4"><div>` +
  `<p class="text-3xl font-bold">${escapeHtml(FEED_INTRO.title)}</p>` +
  `<p class="mt-1 text-base-content/80">${escapeHtml(FEED_INTRO.lead)}</p></div></div></div>`;

// The prompt is painted with the page and handed to the app in a JSON block (not run as script,
// so the CSP allows it), which shows the same prompt instead of fetching another.
const writeFirstScreen = (prompt: string) =>
  `<div class="mx-auto grid max-w-3xl gap-6"><p class="text-3xl font-bold">${escapeHtml(WRITE_INTRO.title)}</p>` +
  `<div class="card border border-base-300 bg-base-200"><div class="card-body gap-3 p-4 sm:p-6">` +
  `<p class="text-sm font-semibold uppercase tracking-wide text-base-content/80">${escapeHtml(WRITE_INTRO.promptLabel)}</p>` +
  `<p class="text-xl font-medium leading-snug">${escapeHtml(prompt)}</p></div></div></div>`;
const promptData = (prompt: string) =>
  `<script type="application/json" id="${FIRST_PROMPT_ELEMENT_ID}">${JSON.stringify({ prompt }).replace(/</g, '\\u003c')}</script>`;

export interface SpaOptions {
  /** A prompt for /prompt's first screen; without it (or when it fails) /prompt opens with the header alone. */
  firstPrompt?: () => Promise<string>;
}

/** index.html with the first screen of the page at `pathname`, and a key naming that variant. */
async function withFirstScreen(
  index: string,
  pathname: string,
  options: SpaOptions,
): Promise<{ html: string; variant: string }> {
  if (pathname === '/') return { html: index, variant: '/' };
  if (pathname === '/feed') return { html: index.replace(FIRST_SCREEN, feedFirstScreen()), variant: '/feed' };
  if (pathname === '/prompt' && options.firstPrompt) {
    const prompt = await options.firstPrompt().catch(() => undefined);
    if (prompt) {
      const html = index
        .replace(FIRST_SCREEN, writeFirstScreen(prompt))
        .replace('</body>', `${promptData(prompt)}</body>`);
      return { html, variant: `/prompt:${prompt}` };
    }
  }
  return { html: index.replace(FIRST_SCREEN, ''), variant: '*' };
}

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestMtime(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** True when dist/ is missing or older than anything the build reads. */
export async function spaNeedsBuild(root: string, distDir: string): Promise<boolean> {
  const built = await stat(join(distDir, 'index.html')).catch(() => undefined);
  if (!built) return true;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts'].map((name) => newestMtime(join(root, name)));
  return Math.max(...(await Promise.all(inputs))) > built.mtimeMs;
}

/** Runs `vite build` in `root`; rejects when the build fails. */
export function buildSpa(root: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`vite build exited with code ${code}`)),
    );
  });
}

/**
 * The paths the app answers, from the build's routes.json (scripts/vite-plugin-app-shells.ts); read
 * again only when the file changes. Undefined for a build without one: then every path is a page.
 */
async function appPaths(root: string): Promise<Set<string> | undefined> {
  const file = join(root, 'routes.json');
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  if (pathsCache?.file !== file || pathsCache.mtimeMs !== info.mtimeMs) {
    const paths = JSON.parse(await readFile(file, 'utf8')) as string[];
    pathsCache = { file, mtimeMs: info.mtimeMs, paths: new Set(paths) };
  }
  return pathsCache.paths;
}
let pathsCache: { file: string; mtimeMs: number; paths: Set<string> } | undefined;

/**
 * Serves the built SPA: real files from dist/, hashed assets cached for a year, each of the app's
 * paths answered with index.html (and that page's first screen), and any other path with status
 * 404 and the build's 404.html, on which the client router draws its 404 page.
 */
export function spaHandler(distDir: string, options: SpaOptions = {}) {
  const root = resolve(distDir);
  return async (c: Context) => {
    // HEAD is answered like GET: Node drops the body of a HEAD response itself.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    const file = resolve(root, `.${normalize(pathname)}`);
    if (file !== root && !file.startsWith(root + sep)) return c.text('Not Found', 404);

    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) {
      const immutable = pathname.startsWith('/assets/');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      return sendFile(c, file, info.mtimeMs, new Uint8Array(await readFile(file)), type);
    }
    // A missing asset must not come back as HTML: the browser would try to run it.
    if (pathname.startsWith('/assets/') || extname(pathname) !== '') return c.text('Not Found', 404);

    const known = await appPaths(root);
    if (known && !known.has(pathname)) {
      const notFoundFile = join(root, '404.html');
      const [page, pageInfo] = await Promise.all([readFile(notFoundFile), stat(notFoundFile)]).catch(() => []);
      if (!page || !pageInfo) return c.text('Not Found', 404);
      c.status(404);
      c.header('Cache-Control', 'no-cache');
      return sendFile(c, notFoundFile, pageInfo.mtimeMs, new Uint8Array(page), 'text/html; charset=utf-8');
    }

    const indexFile = join(root, 'index.html');
    const [index, indexInfo] = await Promise.all([readFile(indexFile, 'utf8'), stat(indexFile)]).catch(() => [
      undefined,
      undefined,
    ]);
    if (!index || !indexInfo) return c.text('The web app is not built yet: run `npm run build`.', 503);
    const { html, variant } = await withFirstScreen(index, pathname, options);
    c.header('Cache-Control', 'no-cache');
    // Compressed copies are kept per first-screen variant (a few dozen at most), not per path.
    return sendFile(
      c,
      `${indexFile}${variant}`,
      indexInfo.mtimeMs,
      new TextEncoder().encode(html),
      'text/html; charset=utf-8',
    );
  };
}
