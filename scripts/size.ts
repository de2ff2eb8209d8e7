// `npm run size`: builds the SPA and reports the gzip size of the JavaScript a first visit
// to `/` loads — the boot entry, the app (with Home) and everything they import statically, and the
// Auth client every visitor's session needs. Fails above the budget.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const BUDGET_KB = 150;
const FIRST_ROUTE_MODULES = ['src/main.tsx', 'node_modules/@supabase/auth-js'];

const outDir = mkdtempSync(join(tmpdir(), 'hearth-size-'));
try {
  await build({ logLevel: 'error', build: { outDir, manifest: true, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const key of Object.keys(manifest)) {
    if (FIRST_ROUTE_MODULES.some((m) => key.startsWith(m))) visit(key);
  }
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(outDir, file))).length;
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const kb = total / 1024;
  console.log(`First route JavaScript (gzip): ${kb.toFixed(1)} KB (budget ${BUDGET_KB} KB)`);
  if (kb > BUDGET_KB) {
    console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
