// `npm run bench`: throughput and latency of /api on PGlite and on PostgreSQL, each route as a ratio
// to a trivial Hono route in the same server (the ceiling). The server runs in a child process so
// the load generator does not share its event loop.
import { fork } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createApiApp } from '../supabase/functions/_shared/api/app.ts';
import { startHarness, type Person } from '../tests/api/harness.ts';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
interface Request {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: Request) => Request;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Request[];
}) => Promise<Result>;

/** What the server process hands the load generator. */
interface Prepared {
  origin: string;
  reader: string;
  grower: string;
  authors: string[];
  /** The bench's PostgreSQL database, whose backends' CPU is counted beside the server's; null on PGlite. */
  database: string | null;
}

const CONNECTIONS = 50;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSTGRES_URL =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Enough writers that none reaches the entry limit (30 an hour each) during warm-up and measurement.
const AUTHORS = Number(process.env.BENCH_AUTHORS ?? 1200);

async function serve(databaseUrl: string): Promise<void> {
  const h = await startHarness({ databaseUrl });
  h.root.get('/bench/ceiling', (c) => c.json({ ok: true }));
  // The reader's feed answer, copied once and served as it is: what "the speed of a static file" means
  // for the feed's bytes (issue 15 item 8), since a trivial route sends 11 bytes and the feed ~10 KB.
  let staticFeed = '';
  h.root.get('/bench/static-feed', (c) => c.body(staticFeed, 200, { 'Content-Type': 'application/json' }));
  // The same API without the feed cache, so the bench also shows what a cache miss costs
  // (the public page as anon plus the caller's part): /nocache/api/… → /api/….
  const uncached = createApiApp({ db: h.db, supabaseUrl: h.origin, feedCacheTtlMs: 0 });
  h.root.all('/nocache/api/*', (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice('/nocache'.length);
    return uncached.fetch(new Request(url, c.req.raw));
  });
  // Twelve writers, five public entries each: well under any one writer's hourly limits.
  const writers: Person[] = [];
  for (let i = 0; i < 12; i++) writers.push(await h.anonymous());
  const entryIds: string[] = [];
  for (let i = 0; i < 60; i++) {
    const res = await h.api('/api/entries', {
      method: 'POST',
      token: writers[i % 12]!.token,
      body: {
        moodTag: ['happy', 'sad', 'pleading'][i % 3],
        journalText: `Seeded entry ${i}: a day with ups and downs at work.`,
        visibility: 'public',
      },
    });
    if (res.status !== 201) throw new Error(`seed entry → ${res.status} ${JSON.stringify(res.body)}`);
    entryIds.push(res.body.entry.entryId);
  }
  const reader = await h.anonymous();
  for (const id of entryIds.slice(0, 20)) {
    await h.api(`/api/entries/${id}/reactions`, {
      method: 'POST',
      token: reader.token,
      body: { reactionType: 'support' },
    });
  }
  staticFeed = JSON.stringify((await h.api('/api/feed', { token: reader.token })).body);
  const authors: string[] = [];
  for (let i = 0; i < AUTHORS; i++) authors.push((await h.anonymous()).token);
  const database = databaseUrl
    ? (await h.db.query<{ name: string }>('select current_database() as name'))[0]!.name
    : null;
  const prepared: Prepared = { origin: h.origin, reader: reader.token, grower: writers[0]!.token, authors, database };
  process.send!(prepared);
  process.once('message', () => {
    void h.close().then(() => process.exit(0));
  });
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux), or null. Throughput on a
 * shared machine swings with what else runs; the server's CPU time per request swings far less.
 */
function cpuSeconds(pid: number | undefined): number | null {
  const stat = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(stat)) return null;
  // Fields 14 and 15 (utime, stime) in clock ticks, counted after the command name's closing parenthesis.
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds the backends serving `database` have used so far (PostgreSQL on this machine, Linux), or null.
 * A write costs the database about as much CPU as the server, so a route's cost is both figures. Backends
 * are found by the title PostgreSQL gives them ("postgres: user database host …"); the pool keeps them for
 * the whole bench. Shared work (WAL writer, checkpointer) is not in it.
 */
function databaseCpuSeconds(database: string | null): number | null {
  if (!database || !existsSync('/proc/self/stat')) return null;
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) total += cpuSeconds(Number(pid)) ?? 0;
    } catch {
      // The process ended while we looked: its time is no longer counted anywhere.
    }
  }
  return total;
}

/** One timed run, with the CPU the server and the database backends spent per request while it lasted. */
async function measured(run: () => Promise<Result>, serverPid: number | undefined, prepared: Prepared) {
  const cpuBefore = cpuSeconds(serverPid);
  const dbBefore = databaseCpuSeconds(prepared.database);
  const r = await run();
  const cpuAfter = cpuSeconds(serverPid);
  const dbAfter = databaseCpuSeconds(prepared.database);
  const served = r.requests.average * SECONDS;
  const perRequest = (before: number | null, after: number | null, what: string) =>
    before !== null && after !== null && served > 0
      ? `, ${what} CPU ${(((after - before) / served) * 1e6).toFixed(0)} µs/req`
      : '';
  return { r, cpu: perRequest(cpuBefore, cpuAfter, 'server') + perRequest(dbBefore, dbAfter, 'database') };
}

async function benchOn(label: string, databaseUrl: string): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_SERVE: databaseUrl || 'pglite' },
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there (open it in Chrome's DevTools).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
  });
  const prepared = await new Promise<Prepared>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Prepared));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  // autocannon ships CommonJS without types.
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  let nextAuthor = 0;
  const entryBody = JSON.stringify({
    moodTag: 'happy',
    journalText: 'A benchmark entry about a calm and steady day.',
    visibility: 'public',
  });
  const scenarios: [string, Request][] = [
    ['ceiling (trivial route)', { path: '/bench/ceiling' }],
    ['static copy of the feed', { path: '/bench/static-feed' }],
    ['GET /api/feed', { path: '/api/feed', headers: auth(prepared.reader) }],
    ['GET /api/feed (no cache)', { path: '/nocache/api/feed', headers: auth(prepared.reader) }],
    ['GET /api/community/stats', { path: '/api/community/stats' }],
    ['GET /api/trending', { path: '/api/trending', headers: auth(prepared.reader) }],
    ['GET /api/community/category', { path: '/api/community/category/work', headers: auth(prepared.reader) }],
    ['GET /api/growth', { path: '/api/growth', headers: auth(prepared.grower) }],
    [
      'POST /api/entries',
      {
        method: 'POST',
        path: '/api/entries',
        body: entryBody,
        // Round-robin over the writers, one request each in turn.
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...auth(prepared.authors[nextAuthor++ % prepared.authors.length]!),
            'content-type': 'application/json',
          },
        }),
      },
    ],
  ];
  // BENCH_ROUTES=feed,entries: only the routes whose names contain one of these (and the two references).
  const only = process.env.BENCH_ROUTES?.split(',');
  const chosen = scenarios.filter(([name], i) => i <= 1 || !only || only.some((part) => name.includes(part)));
  let ceiling = 0;
  let staticFeed = 0;
  try {
    for (const [name, request] of chosen) {
      const options = { url: prepared.origin, connections: CONNECTIONS, requests: [request] };
      await autocannon({ ...options, duration: WARMUP_SECONDS });
      const { r, cpu } = await measured(() => autocannon({ ...options, duration: SECONDS }), child.pid, prepared);
      if (!ceiling) ceiling = r.requests.average;
      else if (!staticFeed) staticFeed = r.requests.average;
      const ratio = ((r.requests.average / ceiling) * 100).toFixed(1);
      // The feed against the same bytes served as they are: the work the route adds to sending them.
      const asStatic = name.startsWith('GET /api/feed')
        ? `, ${((r.requests.average / staticFeed) * 100).toFixed(1)}% of its static copy`
        : '';
      const problems = r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : '';
      console.log(
        `${label.padEnd(9)} ${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${ratio.padStart(5)}% of ceiling${asStatic}${cpu}${problems}`,
      );
    }
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.env.BENCH_SERVE) {
  await serve(process.env.BENCH_SERVE === 'pglite' ? '' : process.env.BENCH_SERVE);
} else {
  // Figures only mean something next to how busy the machine was.
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s per route; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  // BENCH_HOMES=postgres (or pglite) runs one home only.
  const homes = (process.env.BENCH_HOMES ?? 'pglite,postgres').split(',');
  if (homes.includes('pglite')) await benchOn('PGlite', '');
  if (homes.includes('postgres')) await benchOn('Postgres', POSTGRES_URL);
  console.log(`load average at the end: ${loadavg()[0]!.toFixed(1)}`);
}
