// Every test file in the repository belongs to exactly one test layer (tests/layers/layers.ts):
// asks Vitest itself which project picks each file up, adds the pgTAP and Playwright files, and
// fails on a file no layer runs (it would silently never run) or one two layers run (twice the time,
// and a layer that is not what it says). Runs first in `npm run test:unit`.
import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { createVitest } from 'vitest/node';

const root = resolve(import.meta.dirname, '..');
const skip = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results', 'playwright-report']);

function testFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(path));
    else if (/\.(test|spec)\.(ts|tsx|js|mjs|sql)$/.test(entry.name)) found.push(relative(root, path));
  }
  return found;
}

const layersOf = new Map<string, string[]>();
const add = (file: string, layer: string) => layersOf.set(file, [...(layersOf.get(file) ?? []), layer]);

const vitest = await createVitest('test', { watch: false, config: resolve(root, 'vitest.config.ts') });
try {
  for (const spec of await vitest.globTestSpecifications()) add(relative(root, spec.moduleId), spec.project.name);
} finally {
  await vitest.close();
}
for (const file of testFiles(root)) {
  if (/^supabase\/tests\/[^/]+\.test\.sql$/.test(file)) add(file, 'db (pgTAP)');
  if (/^tests\/e2e\/.+\.spec\.ts$/.test(file)) add(file, 'e2e');
}

const problems: string[] = [];
for (const file of testFiles(root)) {
  const layers = layersOf.get(file) ?? [];
  if (layers.length === 0) problems.push(`${file}: in no test layer, so nothing runs it`);
  if (layers.length > 1) problems.push(`${file}: in ${layers.length} layers (${layers.join(', ')})`);
}
if (problems.length) {
  console.error(`Test layers (tests/layers/layers.ts):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const counts = new Map<string, number>();
for (const [, [layer]] of layersOf) counts.set(layer!, (counts.get(layer!) ?? 0) + 1);
console.log(`Test layers: every test file in exactly one (${[...counts].map(([l, n]) => `${l} ${n}`).join(', ')})`);
