// Each runtime's tsconfig lets through only its own globals: `process.env` in the SPA and `document`
// or `process` in the shared server code do not compile, while the same lines compile where they belong. Each case
// type-checks one small file under the real tsconfig.<runtime>.json (by a tsconfig that extends it),
// with the compiler `npm run typecheck` uses.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
// Inside the repository (not under node_modules, where TypeScript does not look for type packages).
const work = join(root, 'tests/typecheck/.probes');
const tsc = join(root, 'node_modules/tsgo/bin/tsc');
afterAll(() => rmSync(work, { recursive: true, force: true }));

function typecheck(runtime: string, source: string): { ok: boolean; output: string } {
  const dir = join(work, `${runtime}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'probe.ts'), source);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, `tsconfig.${runtime}.json`),
      compilerOptions: { tsBuildInfoFile: null },
      include: [],
      files: ['probe.ts'],
    }),
  );
  const run = spawnSync(process.execPath, [tsc, '-p', dir], { cwd: root, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe('one tsconfig per runtime', () => {
  it.each([
    ['spa', 'export const v = process.env.HOME;', /Cannot find name 'process'/],
    // The wire types come from the server's mapping module: reading them brings no Node types along.
    [
      'spa',
      `import type { Entry } from '${root}/src/lib/api-types.ts'; export const v: Entry | string = process.env.HOME;`,
      /Cannot find name 'process'/,
    ],
    ['shared', 'export const v = document.title;', /Cannot find name 'document'/],
    ['shared', 'export const v = process.env.HOME;', /Cannot find name 'process'/],
    ['node', 'export const v = document.title;', /Cannot find name 'document'/],
  ])('tsconfig.%s.json refuses %s', { timeout: 60_000 }, (runtime, source, error) => {
    const result = typecheck(runtime, source);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(error);
  });

  it.each([
    ['spa', 'export const v: string = document.title + import.meta.env.MODE;'],
    ['shared', 'export const v: Response = new Response(JSON.stringify({ at: crypto.randomUUID() }));'],
    ['node', "import { env } from 'node:process'; export const v = env.HOME ?? process.cwd();"],
  ])('tsconfig.%s.json accepts %s', { timeout: 60_000 }, (runtime, source) => {
    const result = typecheck(runtime, source);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });
});
