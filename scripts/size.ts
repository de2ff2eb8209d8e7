// `npm run size`: builds the SPA and reports, for each entry route, the brotli size of the JavaScript
// its first visit loads — the boot entry, the app and everything they import statically, and the
// opened page's chunk with its static imports. Fails above the budget. This is the build-time
// companion of tests/e2e/first-load.spec.ts, which counts what Chromium actually transfers.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type Manifest } from 'vite';

const BUDGET_KB = 100;
// What the boot entry starts on each route (src/boot.ts, src/app/pages.ts): the app, and the page.
const ROUTES: Record<string, string[]> = {
  '/': [],
  '/prompt': ['src/pages/write/write-page.tsx'],
  '/feed': ['src/pages/feed/feed-page.tsx'],
};

const outDir = mkdtempSync(join(tmpdir(), 'hearth-size-'));
try {
  await build({ logLevel: 'error', build: { outDir, manifest: true, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const brotli = (file: string) =>
    brotliCompressSync(readFileSync(join(outDir, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  for (const [route, modules] of Object.entries(ROUTES)) {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('index.html');
    // src/main.tsx is built into the `app` chunk (scripts/first-load-chunk.ts), keyed by that name.
    visit(Object.keys(manifest).find((key) => manifest[key]!.name === 'app') ?? 'src/main.tsx');
    for (const key of modules) visit(key);
    let total = 0;
    for (const file of files) {
      const size = brotli(file);
      total += size;
      console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    }
    const kb = total / 1024;
    console.log(
      `${route}: first-load JavaScript (brotli) ${kb.toFixed(1)} KB in ${files.size} files (budget ${BUDGET_KB} KB)`,
    );
    if (kb > BUDGET_KB) {
      console.error(`${route} is over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
      process.exitCode = 1;
    }
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
