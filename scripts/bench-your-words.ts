// Part of `npm run bench` (issue 17): search and export at 5,000 entries of one writer, through /api
// on PGlite and on PostgreSQL. Prints figures; asserts nothing (targets: search p99 ≤ 20 ms on
// PostgreSQL, a 5,000-entry export under 2 s). Another writer's 5,000 entries share the index.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startHarness, type Harness, type Person } from '../tests/api/harness.ts';

const ENTRIES = Number(process.env.BENCH_SEARCH_ENTRIES ?? 5000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 400);
const POSTGRES_URL =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// Everyday words in a few languages, so 'simple' has a realistic spread of common and rare lexemes.
const WORDS = (
  'today work tired sleep friend family walk rain sun coffee tea dinner mother father sister brother ' +
  'meeting deadline boss project exam school teacher anxious calm happy sad angry lonely grateful hope ' +
  'worry morning evening night weekend park sea river mountain city train bus car book music song ' +
  'garden dog cat cook bread run gym doctor headache breath quiet loud busy slow small big long short ' +
  'müde traurig freude arbeit familie café soleil pluie travail amis mañana cansado alegría trabajo ' +
  'casa lavoro amici felice 仕事 友達 疲れた 雨 and the a of to in with for on at was felt I my we it'
).split(' ');

function text(seed: number): string {
  let x = seed * 2654435761;
  const next = () => ((x = (x * 1103515245 + 12345) >>> 0), x);
  const n = 20 + (next() % 40);
  return Array.from({ length: n }, () => WORDS[next() % WORDS.length]).join(' ') + '.';
}

/** 5,000 entries straight into the tables (the API's limits allow 30 an hour), spread over three years. */
async function seed(h: Harness, person: Person, offset: number): Promise<void> {
  const start = Date.now() - 3 * 365 * 86_400_000;
  for (let batch = 0; batch < ENTRIES; batch += 500) {
    const ids: string[] = [];
    const texts: string[] = [];
    const times: string[] = [];
    for (let i = batch; i < Math.min(ENTRIES, batch + 500); i++) {
      ids.push(randomUUID());
      texts.push(text(offset + i));
      times.push(new Date(start + (i / ENTRIES) * 3 * 365 * 86_400_000).toISOString());
    }
    await h.db.query(
      `insert into public.entries (id, user_id, mood, visibility, ai_reflection, reflection_by, category, tags, created_at)
       select r.id, $4::uuid, 'happy', 'private', 'A reflection for the bench, two sentences. What helped?', 'builtin',
              'growth and change', array['walk', 'work'], r.at
         from unnest($1::uuid[], $2::text[], $3::timestamptz[]) as r (id, body, at)`,
      [ids, texts, times, person.id],
    );
    await h.db.query(
      `insert into public.entry_texts (entry_id, user_id, journal_text)
       select r.id, $3::uuid, r.body from unnest($1::uuid[], $2::text[]) as r (id, body)`,
      [ids, texts, person.id],
    );
  }
  await h.db.exec('analyze public.entries; analyze public.entry_texts;');
}

const QUERIES = ['rain', 'coffee sister', '"walk in the park"', 'work -boss', 'müde or traurig', '仕事', 'zzzznothing'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function benchOn(label: string, databaseUrl: string | undefined): Promise<void> {
  const h = await startHarness({ databaseUrl });
  try {
    const writer = await h.anonymous();
    const other = await h.anonymous();
    const seeded = performance.now();
    await seed(h, writer, 0);
    await seed(h, other, ENTRIES);
    console.log(`${label}: seeded 2 × ${ENTRIES} entries in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    // The client's idle keep-alive connection was closed by the server during the seeding: let it notice.
    await fetch(`${h.origin}/api/prompt`).catch(() => undefined);

    for (let i = 0; i < 20; i++)
      await h.api(`/api/entries/search?q=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}`, { token: writer.token });
    const times: number[] = [];
    const byShape = new Map<string, number[]>();
    let hits = 0;
    for (let i = 0; i < SEARCHES; i++) {
      const q = QUERIES[i % QUERIES.length]!;
      const t0 = performance.now();
      const res = await h.api(`/api/entries/search?q=${encodeURIComponent(q)}`, { token: writer.token });
      times.push(performance.now() - t0);
      byShape.set(q, [...(byShape.get(q) ?? []), performance.now() - t0]);
      if (res.status !== 200) throw new Error(`search ${q} → ${res.status}`);
      hits += res.body.entries.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: GET /api/entries/search over ${ENTRIES} entries of one writer, ${SEARCHES} sequential requests ` +
        `(${QUERIES.length} query shapes, ${(hits / SEARCHES).toFixed(1)} hits each): ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );

    const shapes = [...byShape].map(([q, ts]) => {
      ts.sort((a, b) => a - b);
      return `${q} ${percentile(ts, 50).toFixed(1)}/${percentile(ts, 99).toFixed(1)}`;
    });
    console.log(`${label}:   by query (p50/p99 ms): ${shapes.join(' · ')}; load average ${loadavg()[0]!.toFixed(1)}`);

    for (const format of ['json', 'markdown'] as const) {
      const t0 = performance.now();
      const res = await fetch(`${h.origin}/api/export?format=${format}`, {
        headers: { authorization: `Bearer ${writer.token}` },
      });
      let firstByte = 0;
      let bytes = 0;
      for await (const chunk of res.body!) {
        if (!firstByte) firstByte = performance.now() - t0;
        bytes += (chunk as Uint8Array).byteLength;
      }
      const total = performance.now() - t0;
      console.log(
        `${label}: GET /api/export?format=${format} of ${ENTRIES} entries: ${res.status}, ${(bytes / 1024).toFixed(0)} KiB, ` +
          `first byte ${firstByte.toFixed(0)} ms, complete ${total.toFixed(0)} ms`,
      );
    }
  } finally {
    await h.close();
  }
}

const HOMES = (process.env.BENCH_HOMES ?? 'pglite,postgres').split(',');
if (HOMES.includes('pglite')) await benchOn('PGlite', undefined);
if (HOMES.includes('postgres')) await benchOn('PostgreSQL', POSTGRES_URL);
