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

// The pages a first visit most often opens (the public routes of src/app/router.tsx). Their chunk
// is preloaded from the HTML, so the page's text does not wait for the entry script to run
// before its chunk is even requested.
const ROUTE_PAGES: Record<string, string> = {
  '/': 'src/pages/home/home-page.tsx',
  '/prompt': 'src/pages/write/write-page.tsx',
  '/reflect': 'src/pages/reflect/reflect-page.tsx',
  '/feed': 'src/pages/feed/feed-page.tsx',
  '/community': 'src/pages/community/community-page.tsx',
  '/insights': 'src/pages/insights/insights-page.tsx',
  '/auth': 'src/pages/auth/auth-page.tsx',
};

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** `<link rel="modulepreload">` tags for a route's page chunk and the chunks it imports. */
async function preloadTags(root: string, pathname: string): Promise<string> {
  const page = ROUTE_PAGES[pathname];
  if (!page) return '';
  const manifest = await readFile(join(root, '.vite', 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, ManifestChunk>)
    .catch(() => undefined);
  if (!manifest) return '';
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(page);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
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
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`vite build exited with code ${code}`))));
  });
}

/**
 * Serves the built SPA: real files from dist/, hashed assets cached for a year, and every other
 * page path answered with index.html so the client router (and its 404 page) decides.
 */
export function spaHandler(distDir: string) {
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

    const indexFile = join(root, 'index.html');
    const [index, indexInfo] = await Promise.all([readFile(indexFile, 'utf8'), stat(indexFile)]).catch(() => [undefined, undefined]);
    if (!index || !indexInfo) return c.text('The web app is not built yet: run `npm run build`.', 503);
    const preload = await preloadTags(root, pathname);
    const html = preload ? index.replace('</head>', `${preload}</head>`) : index;
    c.header('Cache-Control', 'no-cache');
    return sendFile(c, `${indexFile}${preload ? pathname : ''}`, indexInfo.mtimeMs, new TextEncoder().encode(html), 'text/html; charset=utf-8');
  };
}
