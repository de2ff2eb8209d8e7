// Time from launching what `npm start` runs (package.json's start script, without npm's own start-up)
// to GET /healthz → 200, and the CPU time the server used until then (user + system, read from
// /proc, so Linux only): on a shared, busy machine wall time mostly measures the neighbours.
//
// Each run uses its own empty cache (HEARTH_CACHE_DIR) and measures three starts in a row:
//   first ever     fresh DATA_DIR, empty cache: bundles the server and builds the PGlite template
//   fresh          another fresh DATA_DIR: copies the template
//   existing       that DATA_DIR again
// The SPA is built first if dist/ is stale, so no start includes `vite build`.
// Options: --runs N (default 3); the median of each figure is printed after the runs.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildSpa, spaNeedsBuild } from '../local/spa.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 3;
const startScript = (JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } })
  .scripts.start;
/** Clock ticks per second of /proc/<pid>/stat; 100 on every Linux configuration in practice. */
const TICKS_PER_SECOND = 100;

async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime, stime are 14, 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function timeToHealthy(dataDir: string, cacheDir: string): Promise<{ wall: number; cpu: number }> {
  // Below Linux's ephemeral range (32768+), where an outgoing connection may hold the same port.
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  const started = performance.now();
  // `exec`: the shell becomes the server, so its pid is the one whose CPU time is read.
  const child = spawn('/bin/sh', ['-c', `exec ${startScript}`], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HEARTH_CACHE_DIR: cacheDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) return { wall: performance.now() - started, cpu: await cpuMs(child.pid!) };
      await sleep(10);
    }
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

if (await spaNeedsBuild(root, join(root, 'dist'))) {
  console.log('dist/ is stale: building the SPA first, so that no measured start includes it');
  await buildSpa(root);
}

const kinds = ['first ever', 'fresh', 'existing'] as const;
const results: Record<(typeof kinds)[number], { wall: number; cpu: number }[]> = {
  'first ever': [],
  fresh: [],
  existing: [],
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const line = (kind: string, figure: { wall: number; cpu: number }) =>
  console.log(`  ${`${kind} DATA_DIR:`.padEnd(22)} ${seconds(figure.wall)} to /healthz (CPU ${seconds(figure.cpu)})`);

for (let run = 1; run <= runs; run++) {
  const scratch = await mkdtemp(join(tmpdir(), 'hearth-startup-'));
  try {
    const cacheDir = join(scratch, 'cache');
    results['first ever'].push(await timeToHealthy(join(scratch, 'first'), cacheDir));
    results.fresh.push(await timeToHealthy(join(scratch, 'second'), cacheDir));
    results.existing.push(await timeToHealthy(join(scratch, 'second'), cacheDir));
    console.log(
      `run ${run} (load average ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}):`,
    );
    for (const kind of kinds) line(kind, results[kind].at(-1)!);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
console.log(`median of ${runs}:`);
for (const kind of kinds)
  line(kind, { wall: median(results[kind].map((r) => r.wall)), cpu: median(results[kind].map((r) => r.cpu)) });
