import { spawn } from 'node:child_process';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

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

// Each page's first screen is built into dist/<path>/index.html (scripts/vite-plugin-app-shells.ts).
// A page may mark an element as a data slot, data-slot="<name>" (src/content/first-screens.ts): when
// this server has words for it, it puts them in that element and hands them to the app in a JSON block
// (not run as script, so the CSP allows it), which shows the same words instead of fetching others.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const slotElement = (name: string) => new RegExp(`(<(\\w+)\\b[^>]*\\sdata-slot="${name}"[^>]*>)[\\s\\S]*?(</\\2>)`);
const slotData = (name: string, value: string) =>
  `<script type="application/json" id="hearth-slot-${name}">${JSON.stringify({ [name]: value }).replace(/</g, '\\u003c')}</script>`;

export interface SpaOptions {
  /** Words for a page's data slots, by slot name; a slot without (or whose words fail) keeps its loading state. */
  slots?: Record<string, () => Promise<string>>;
}

/** `shell` with its data slots filled, and a key naming that variant. */
async function fillSlots(shell: string, options: SpaOptions): Promise<{ html: string; variant: string }> {
  let html = shell;
  let variant = '';
  for (const [name, words] of Object.entries(options.slots ?? {})) {
    const element = slotElement(name);
    if (!element.test(html)) continue;
    const value = await words().catch(() => undefined);
    if (!value) continue;
    html = html
      .replace(element, (_, open: string, _tag: string, close: string) => `${open}${escapeHtml(value)}${close}`)
      .replace('</body>', () => `${slotData(name, value)}</body>`);
    variant += `:${name}=${value}`;
  }
  return { html, variant };
}

/** Test files sit beside the code in src/ but the build never reads them: editing one is no reason to rebuild. */
const notBuilt = (name: string) => name === 'node_modules' || /\.test\.tsx?$/.test(name);

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = (await readdir(path)).filter((entry) => !notBuilt(entry));
  const times = await Promise.all(entries.map((entry) => newestMtime(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** True when dist/ is missing or older than anything the build reads (npm start and the e2e global setup ask). */
export async function spaNeedsBuild(root: string, distDir: string): Promise<boolean> {
  const built = await stat(join(distDir, 'index.html')).catch(() => undefined);
  if (!built) return true;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/vite-plugin-app-shells.ts'].map((name) =>
    newestMtime(join(root, name)),
  );
  return Math.max(...(await Promise.all(inputs))) > built.mtimeMs;
}

/**
 * Runs `vite build` in `root`; rejects when the build fails. Always a production build: vite follows NODE_ENV, and
 * `npm start` from a shell (or a test runner) that sets it to `development` or `test` served React's development
 * build, 550 KB of script instead of 330 KB.
 */
export function buildSpa(root: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'vite'), ['build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
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

/** The first of `files` that exists, its data slots filled; undefined when none does. */
async function sendShell(c: Context, files: string[], options: SpaOptions, status: 200 | 404 = 200) {
  for (const file of files) {
    const [shell, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]).catch(() => [undefined, undefined]);
    if (!shell || !info) continue;
    const { html, variant } = await fillSlots(shell, options);
    c.status(status);
    c.header('Cache-Control', 'no-cache');
    // Compressed copies are kept per file and slot variant (a few dozen at most), not per path.
    return sendFile(c, `${file}${variant}`, info.mtimeMs, new TextEncoder().encode(html), 'text/html; charset=utf-8');
  }
  return undefined;
}

/**
 * Serves the built SPA: real files from dist/, hashed assets cached for a year, each of the app's
 * paths answered with its own first screen (dist/<path>/index.html, its data slots filled), and any
 * other path with status 404 and the build's 404.html, on which the client router draws its 404 page.
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
      return (await sendShell(c, [join(root, '404.html')], options, 404)) ?? c.text('Not Found', 404);
    }
    // The page's own first screen; a page the build gives none (src/app/prerender.tsx) gets the bare
    // layout, and a build without routes.json or 404.html index.html.
    const shells = [join(file, 'index.html'), ...(known ? [join(root, '404.html')] : []), join(root, 'index.html')];
    return (await sendShell(c, shells, options)) ?? c.text('The web app is not built yet: run `npm run build`.', 503);
  };
}
