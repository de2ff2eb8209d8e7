// `npm run bench:redaction`: what the redaction's libraries cost the edge function, and how long a redaction takes.
// - Bytes: each library and the whole reflection module bundled by esbuild (minified, and gzip).
// - Cold start: CPU time to import each library, and the whole reflection module, in a fresh Deno process with
//   the edge function's import map (npm: pins resolved from node_modules), median of --runs (default 3).
// - Per entry: redactForSharing over the safety corpus's development entries, p50 / p99 in this process.
// CPU time, not wall time: on a shared machine wall time mostly measures the neighbours.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 3;
const REFLECTION = `${root}supabase/functions/_shared/reflection/index.ts`;
const SUBJECTS: [string, string][] = [
  ['compromise/two', 'compromise/two'],
  ['libphonenumber-js/min', 'libphonenumber-js/min'],
  ['linkify-it', 'linkify-it'],
  ['reflection module (all)', REFLECTION],
];

const scratch = mkdtempSync(join(tmpdir(), 'hearth-bench-redaction-'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log('bundle (esbuild, minified / gzip):');
  for (const [label, specifier] of SUBJECTS) {
    // Read from stdin, resolved from the project root: nothing is written into node_modules (a shared or read-only
    // install). A namespace default keeps modules whose only export is a default (compromise) from being shaken away.
    const out = await build({
      stdin: {
        contents: `import * as m from ${JSON.stringify(specifier)};\nexport default m;\n`,
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      logLevel: 'error',
    });
    const code = out.outputFiles[0]!.contents;
    console.log(`  ${label.padEnd(26)} ${kb(code.length).padStart(9)} / ${kb(gzipSync(code).length)}`);
  }

  console.log(`cold import under Deno (CPU ms, median of ${runs}):`);
  const deno = `${root}node_modules/.bin/deno`;
  for (const [label, specifier] of [['nothing (Deno itself)', null] as const, ...SUBJECTS]) {
    const cpu: number[] = [];
    for (let run = 0; run < runs; run++) {
      const denoDir = mkdtempSync(join(scratch, 'deno-'));
      const code = specifier === null ? 'export {};' : `await import(${JSON.stringify(specifier)});`;
      const res = spawnSync(
        '/usr/bin/time',
        [
          '-f',
          '%U %S',
          deno,
          'eval',
          '--config',
          'supabase/functions/api/deno.json',
          '--node-modules-dir=manual',
          '--cached-only',
          code,
        ],
        {
          cwd: root,
          encoding: 'utf8',
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DENO_DIR: denoDir,
            DENO_NO_UPDATE_CHECK: '1',
            NO_COLOR: '1',
          },
        },
      );
      const times = res.stderr.trim().split('\n').pop()!.split(' ').map(Number);
      if (res.status !== 0 || times.length !== 2) throw new Error(`deno failed: ${res.stderr}`);
      cpu.push((times[0]! + times[1]!) * 1000);
    }
    console.log(`  ${label.padEnd(26)} ${median(cpu).toFixed(0).padStart(6)} ms (whole Deno process)`);
  }

  const { redactForSharing } = await import(REFLECTION);
  const dev = `${root}tests/safety/corpus/dev/`;
  const texts = readdirSync(dev).flatMap((file) =>
    (JSON.parse(readFileSync(dev + file, 'utf8')) as { text: string }[]).map((e) => e.text),
  );
  for (const text of texts) redactForSharing(text);
  const took = texts.map((text) => {
    const t = process.cpuUsage();
    redactForSharing(text);
    const u = process.cpuUsage(t);
    return (u.user + u.system) / 1000;
  });
  console.log(
    `redactForSharing per entry (${texts.length} dev entries, warm, CPU): p50 ${median(took).toFixed(2)} ms, p99 ${[...took].sort((a, b) => a - b)[Math.floor(took.length * 0.99)]!.toFixed(2)} ms`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
