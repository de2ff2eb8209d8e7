// `npm start`: runs local/main.ts without transpiling TypeScript at every start. The server and its
// dependencies are bundled by esbuild into one cached ES module (node_modules/.cache/hearth, or
// HEARTH_CACHE_DIR), rebuilt only when one of the files it was made from changed; loading one file
// instead of hundreds of modules also saves most of the import time. PGlite stays outside the bundle
// because it finds its WebAssembly files next to its own code. esbuild is a devDependency: the local
// stack needs them (`npm ci`), there is no fallback without them (tsx, the other way to run TypeScript, is
// one too). Plain JavaScript on purpose: this file runs before anything can compile TypeScript.
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'local/main.ts');
const cacheDir = process.env.HEARTH_CACHE_DIR || join(root, 'node_modules/.cache/hearth');
const bundlePath = join(cacheDir, 'server.mjs');
const manifestPath = join(cacheDir, 'server.json');
/** Bump when the build options below change. */
const FORMAT = 'hearth-server-bundle 1';

/** True when the bundle was made by this launcher from the files as they are now. */
async function bundleIsCurrent() {
  const manifest = await readFile(manifestPath, 'utf8').then(JSON.parse, () => undefined);
  if (manifest?.format !== FORMAT || manifest.entry !== entry) return false;
  const same = await Promise.all(
    manifest.inputs.map(([path, mtimeMs, size]) =>
      stat(path).then(
        (s) => s.mtimeMs === mtimeMs && s.size === size,
        () => false,
      ),
    ),
  );
  return same.every(Boolean);
}

async function buildBundle(esbuild) {
  await mkdir(cacheDir, { recursive: true });
  const buildStart = Date.now();
  const suffix = `.${process.pid}.${buildStart}`;
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: root,
    outfile: bundlePath + suffix,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    // Files a dependency only looks for in another language (sentiment) are not the server's.
    logOverride: { 'empty-glob': 'silent' },
    // CommonJS dependencies call require(); give them one that resolves as from the project root.
    banner: {
      js: `import { createRequire as __hearthRequire } from 'node:module'; const require = __hearthRequire(${JSON.stringify(pathToFileURL(join(root, 'package.json')).href)});`,
    },
    plugins: [
      {
        name: 'hearth-paths',
        setup(build) {
          // PGlite loads pglite.wasm and pglite.data relative to its own module: import it where it is.
          build.onResolve({ filter: /^@electric-sql\/pglite(\/|$)/ }, (args) => ({
            path: import.meta.resolve(args.path),
            external: true,
          }));
          // Our modules find the repository (migrations, dist/) from their own location: keep it.
          build.onLoad({ filter: /\.ts$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  const inputs = await Promise.all(
    Object.keys(result.metafile.inputs).map(async (input) => {
      const path = resolve(root, input);
      const info = await stat(path);
      return [path, info.mtimeMs, info.size];
    }),
  );
  // Bundle first, then the manifest that vouches for it: a concurrent start sees either the old
  // pair or a manifest that no longer matches the sources and builds for itself.
  await rename(bundlePath + suffix, bundlePath);
  await rename(`${bundlePath}${suffix}.map`, `${bundlePath}.map`);
  // A file edited while esbuild read it may be in the bundle in either version: vouch for nothing,
  // so the next start builds again.
  if (inputs.some(([, mtimeMs]) => mtimeMs >= buildStart - 1000)) return;
  await writeFile(manifestPath + suffix, JSON.stringify({ format: FORMAT, entry, inputs }));
  await rename(manifestPath + suffix, manifestPath);
}

async function load() {
  if (await bundleIsCurrent()) return import(pathToFileURL(bundlePath).href);
  const esbuild = await import('esbuild').catch(() => {
    throw new Error('npm start needs the devDependencies (esbuild): run `npm ci` without --omit=dev');
  });
  await buildBundle(esbuild);
  return import(pathToFileURL(bundlePath).href);
}

const { main } = await load();
await main();
