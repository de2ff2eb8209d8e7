// npm run bench:db — every RPC of docs/contracts.md against a realistic amount of data, on PGlite
// (in memory) and on PostgreSQL (a fresh throw-away database on PGHOST/PGPORT/PGUSER, default
// 127.0.0.1:5432 postgres). Seeds 200,000 entries (a tenth public) over 5,000 users, one of whom
// has 5,000 entries, then times each RPC as the API calls it (reads as the caller, writes as
// hearth_writer with the caller's claims) and prints
// p50/p99 in milliseconds. It also checks that community_stats and trending never scan the whole
// entries table (pg_stat_user_tables.seq_scan stays put on PostgreSQL).
// Then, on PostgreSQL, 50 concurrent reactions to 50 different entries with the community tallies on one
// row (as before sharding) and sharded, alternating rounds in the same run.
// Options: --iterations N (default 200), --only pglite|postgres, --keep (keep the PostgreSQL database),
// --contention-rounds N (default 20).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { pgliteDatabase } from '../local/db/pglite.ts';
import { migrate } from '../local/db/migrate.ts';
import { asCaller, asWriter, type Claims, type Database, type Queryable } from '../supabase/functions/_shared/db.ts';
import { MOODS } from '../supabase/functions/_shared/domain/moods.ts';
import { postgresDatabase } from '../supabase/functions/_shared/db-postgres.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const ITERATIONS = Number(option('iterations') ?? 200);
const WARMUP = 10;
const only = option('only');

const ENTRIES = 200_000;
const USERS = 5_000;
const HEAVY_ENTRIES = 5_000;
const ANONYMOUS = ITERATIONS + WARMUP;

/** Deterministic user ids: user n ↔ 00000000-0000-4000-8000-<n in hex>. */
const uid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const user = (n: number): Claims => ({ sub: uid(n), role: 'authenticated', is_anonymous: false });
/** The anonymous users (they own no public entry, so they may respond to and report any). */
const anonymous = (i: number): Claims => ({
  sub: uid(USERS + 1 + (i % ANONYMOUS)),
  role: 'authenticated',
  is_anonymous: true,
});
const HEAVY = 1; // 5,000 entries, 500 messages
const READER = 2;

const seedSql = `
create or replace function pg_temp.uid(n bigint) returns uuid language sql immutable as
  $$ select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid $$;
create or replace function pg_temp.pick(options text[], n bigint) returns text language sql immutable as
  $$ select options[1 + abs(hashint8(n)) % array_length(options, 1)] $$;

-- Bulk load without per-row triggers; counts are written directly, tallies rebuilt at the end.
set session_replication_role = replica;

insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', pg_temp.uid(i), 'authenticated', 'authenticated',
       case when i <= ${USERS} then 'user' || i || '@bench.test' end, '{}',
       case when i <= ${USERS} then jsonb_build_object('username', 'user' || i) else '{}' end,
       i > ${USERS}, now(), now()
  from generate_series(1, ${USERS} + ${ANONYMOUS}) i;
insert into public.profiles (id, username)
select id, raw_user_meta_data ->> 'username' from auth.users where id >= pg_temp.uid(1) and id <= pg_temp.uid(${USERS + ANONYMOUS});

-- Entry i: user 1 writes the first ${HEAVY_ENTRIES}; the rest are spread over users 2..${USERS};
-- every tenth is public; about one a minute and a half, so the newest reach back ~1 year.
insert into public.entries (id, user_id, mood, prompt_used, shared_text, visibility, ai_reflection, category,
                            emotional_intensity, tags, safety_level, moderation_status,
                            support_count, love_count, strength_count, created_at, updated_at)
select pg_temp.uid(1000000 + i),
       pg_temp.uid(case when i <= ${HEAVY_ENTRIES} then 1 else 2 + i % ${USERS - 1} end),
       pg_temp.pick(array[${MOODS.map((m) => `'${m.key}'`).join(', ')}], i),
       'What is on your mind today?',
       'Shared words of entry ' || i || ': a long day, some worry, and a small good moment.',
       case when i % 10 = 0 then 'public' else 'private' end,
       'It sounds like the day asked a lot of you. What helped, even a little?',
       pg_temp.pick(array['work', 'family', 'relationships', 'health', 'growth', 'school', 'friendship', 'self-care', 'money', 'hope'], i * 7),
       pg_temp.pick(array['high', 'medium', 'low'], i * 3),
       array[pg_temp.pick(array['stress', 'gratitude', 'sleep', 'change', 'friends', 'focus'], i), pg_temp.pick(array['home', 'walks', 'tea', 'music'], i * 5)],
       'none', 'visible',
       abs(hashint8(i * 11)) % 6, abs(hashint8(i * 13)) % 4, abs(hashint8(i * 17)) % 3,
       now() - i * interval '157 seconds', now() - i * interval '157 seconds'
  from generate_series(1, ${ENTRIES}) i;
insert into public.entry_texts (entry_id, user_id, journal_text, created_at)
select e.id, e.user_id, 'Entry ' || substr(e.id::text, 25) || ': a long day at work, some worry about family, and a small good moment with tea.', e.created_at
  from public.entries e;

-- The anonymous users that merge_anonymous_user folds into accounts: one entry and one reaction each.
insert into public.entries (id, user_id, mood, visibility, shared_text, created_at, updated_at)
select pg_temp.uid(2000000 + i), pg_temp.uid(${USERS} + i), 'happy', 'private', null, now() - interval '1 day', now()
  from generate_series(1, ${ANONYMOUS}) i;
insert into public.entry_texts (entry_id, user_id, journal_text, created_at)
select pg_temp.uid(2000000 + i), pg_temp.uid(${USERS} + i), 'Written before signing up, on this device.', now() - interval '1 day'
  from generate_series(1, ${ANONYMOUS}) i;

-- Reactions: five people on every public entry, and the reader on some recent ones.
insert into public.reactions (entry_id, user_id, reaction_type, created_at, updated_at)
select e.id, pg_temp.uid(100 + (n + m) % 4800), pg_temp.pick(array['support', 'love', 'strength'], n + m), e.created_at, e.created_at
  from (select id, created_at, row_number() over () as n from public.entries where visibility = 'public') e,
       generate_series(1, 5) m;
insert into public.reactions (entry_id, user_id, reaction_type)
select id, pg_temp.uid(${READER}), 'love' from public.entries
 where visibility = 'public' and created_at > now() - interval '30 days' and abs(hashint4(extract(epoch from created_at)::int)) % 3 = 0
on conflict do nothing;
insert into public.reactions (entry_id, user_id, reaction_type)
select pg_temp.uid(1000000 + i * 10), pg_temp.uid(${USERS} + i), 'support' from generate_series(1, ${ANONYMOUS}) i
on conflict do nothing;

-- 500 supportive messages for the heavy writer, 50 unread.
insert into public.supportive_messages (id, entry_id, recipient_id, sender_id, response_id, message, is_read, created_at, read_at)
select pg_temp.uid(3000000 + i), pg_temp.uid(1000000 + i * 10), pg_temp.uid(1), pg_temp.uid(3), s.id, s.message,
       i > 50, now() - i * interval '1 hour', case when i > 50 then now() end
  from generate_series(1, 500) i
  cross join lateral (select id, message from public.supportive_responses order by id limit 1 offset i % 10) s;

-- 917 people wrote today.
insert into private.writer_days (day, user_id)
select (now() at time zone 'utc')::date, pg_temp.uid(i) from generate_series(1, 917) i;

set session_replication_role = origin;
select private.rebuild_tallies();
`;

/** Who calls: a reader (as the caller, under RLS) or the API's writer for that user. */
interface AsWriter {
  writer: true;
  claims: Claims | null;
}
type Caller = Claims | null | AsWriter;
interface Rpc {
  name: string;
  caller: (i: number) => Caller;
  sql: string;
  params?: (i: number) => unknown[];
}

const publicEntry = (i: number) => uid(1000000 + 10 * (1 + (i % 2000))); // every tenth entry is public
const rpcs: Rpc[] = [
  { name: 'feed', caller: () => user(READER), sql: 'select * from public.feed(null, 20, 0)' },
  { name: 'feed (anon)', caller: () => null, sql: 'select * from public.feed(null, 20, 0)' },
  { name: 'feed (mood)', caller: () => user(READER), sql: `select * from public.feed('happy', 20, 0)` },
  { name: 'feed (offset 400)', caller: () => user(READER), sql: 'select * from public.feed(null, 20, 400)' },
  { name: 'timeline (5,000 entries)', caller: () => user(HEAVY), sql: 'select * from public.timeline(20, 0)' },
  { name: 'timeline (offset 1,000)', caller: () => user(HEAVY), sql: 'select * from public.timeline(20, 1000)' },
  { name: 'community_stats', caller: () => null, sql: 'select public.community_stats()' },
  { name: 'trending', caller: () => user(READER), sql: 'select * from public.trending(10)' },
  { name: 'category_entries', caller: () => user(READER), sql: `select * from public.category_entries('work', 20)` },
  { name: 'growth (5,000 entries)', caller: () => user(HEAVY), sql: 'select public.growth()' },
  { name: 'growth (40 entries)', caller: () => user(READER), sql: 'select public.growth()' },
  {
    name: 'my_reactions',
    caller: () => user(READER),
    sql: 'select public.my_reactions($1)',
    params: (i) => [publicEntry(i)],
  },
  {
    name: 'set_reaction',
    caller: (i) => writer(user(READER + (i % 10))),
    sql: `select private.set_reaction($1, 'strength')`,
    params: (i) => [publicEntry(i)],
  },
  {
    name: 'remove_reaction',
    caller: () => writer(user(READER)),
    sql: `select private.remove_reaction($1, 'love')`,
    params: (i) => [publicEntry(i)],
  },
  {
    name: 'supportive_response_options',
    caller: () => null,
    sql: 'select public.supportive_response_options($1)',
    params: (i) => [publicEntry(i)],
  },
  {
    name: 'send_supportive_response',
    caller: (i) => writer(anonymous(i)),
    sql: `select private.send_supportive_response($1, 'Sending you warmth and strength today.')`,
    params: (i) => [publicEntry(i + 7)],
  },
  { name: 'unread_count', caller: () => user(HEAVY), sql: 'select public.unread_count()' },
  { name: 'my_messages', caller: () => user(HEAVY), sql: 'select * from public.my_messages()' },
  {
    name: 'mark_message_read',
    caller: () => writer(user(HEAVY)),
    sql: 'select private.mark_message_read($1)',
    params: (i) => [uid(3000000 + 1 + (i % 500))],
  },
  { name: 'random_prompt', caller: () => null, sql: 'select public.random_prompt()' },
  {
    name: 'report_entry',
    caller: (i) => writer(anonymous(i)),
    sql: `select private.report_entry($1, 'spam')`,
    params: (i) => [publicEntry(i + 500)],
  },
  {
    name: 'username_available',
    caller: () => writer(null),
    sql: 'select private.username_available($1)',
    params: (i) => [`user${i}`],
  },
  {
    name: 'login_attempt',
    caller: () => writer(null),
    sql: 'select private.login_attempt($1, $2)',
    params: (i) => [`user${i}`, `198.51.100.${i % 250}`],
  },
  {
    name: 'create_entry',
    caller: (i) => writer(user(2000 + i)),
    sql: `select * from private.create_entry('happy', 'A prompt', 'A benchmark entry with enough words in it.', 'public', 'A reflection',
          'growth', 'low', array['bench'], 'none', '{}', 'A benchmark entry with enough words in it.')`,
  },
  {
    name: 'email_for_username',
    caller: () => writer(null),
    sql: 'select private.email_for_username($1)',
    params: (i) => [`user${1 + (i % USERS)}`],
  },
  {
    name: 'merge_anonymous_user',
    caller: (i) => writer(anonymous(i)),
    sql: 'select private.merge_anonymous_user($1, $2)',
    params: (i) => [uid(USERS + 1 + i), uid(3000 + i)],
  },
];

const callAs = <T>(db: Database, caller: Caller, fn: (q: Queryable) => Promise<T>) =>
  (caller as AsWriter | null)?.writer === true
    ? asWriter(db, (caller as AsWriter).claims, fn)
    : asCaller(db, caller as Claims | null, fn);
const writer = (claims: Claims | null): AsWriter => ({ writer: true, claims });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function bench(label: string, db: Database, seqScans?: () => Promise<number>) {
  console.log(`\n== ${label} ==`);
  let t = performance.now();
  await migrate(db);
  console.log(`migrations: ${(performance.now() - t).toFixed(0)} ms`);
  t = performance.now();
  await db.exec(seedSql);
  await db.exec('vacuum analyze');
  const [counts] = await db.query<{ entries: number; public: number; users: number; heavy: number }>(`
    select count(*)::int as entries, (count(*) filter (where visibility = 'public'))::int as public,
           count(distinct user_id)::int as users,
           (count(*) filter (where user_id = '${uid(HEAVY)}'))::int as heavy from public.entries`);
  console.log(
    `seeded ${counts!.entries} entries (${counts!.public} public) over ${counts!.users} users, ${counts!.heavy} for one user, in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const rows: { name: string; p50: number; p99: number; max: number }[] = [];
  for (const rpc of rpcs) {
    await db.query('delete from private.rate_limit_events');
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS + WARMUP; i++) {
      await callAs(db, rpc.caller(i), async (q) => {
        const start = performance.now();
        await q.query(rpc.sql, rpc.params?.(i) ?? []);
        if (i >= WARMUP) times.push(performance.now() - start);
      });
    }
    times.sort((a, b) => a - b);
    rows.push({
      name: rpc.name,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times[times.length - 1]!,
    });
  }
  console.log(`\n${'rpc'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(34)} ${row.p50.toFixed(2).padStart(8)} ${row.p99.toFixed(2).padStart(8)} ${row.max.toFixed(2).padStart(8)}`,
    );
  }

  if (seqScans) {
    const before = await seqScans();
    for (let i = 0; i < 20; i++) {
      await callAs(db, null, (q) => q.query('select public.community_stats()'));
      await callAs(db, null, (q) => q.query('select * from public.trending(10)'));
    }
    const after = await seqScans();
    console.log(
      `\nsequential scans of public.entries during 20 community_stats + 20 trending calls: ${after - before}`,
    );
  }
  return rows;
}

/**
 * Hot rows: 50 people react at the same moment, each to a different entry, each on its own
 * connection (as 50 edge-function instances would). Every reaction changes the community's
 * reaction tally in the same transaction. "one row" forces every connection onto the same tally
 * shard, as the tallies were before sharding; "sharded" is the baseline as it is. Same data, same
 * run, alternating rounds.
 */
async function contention(url: string, db: Database) {
  const PEOPLE = 50;
  const ROUNDS = Number(option('contention-rounds') ?? 20);
  // 50 writers with one public entry each, and 50 other people who react to them.
  await db.exec(`
    insert into auth.users (id, aud, role, raw_user_meta_data, is_anonymous, created_at, updated_at)
    select id, 'authenticated', 'authenticated', '{}', true, now(), now()
      from (select ('00000000-0000-4000-9000-' || lpad(to_hex(i), 12, '0'))::uuid as id
              from generate_series(1, ${2 * PEOPLE}) i) u;
    insert into public.entries (user_id, mood, shared_text, visibility)
    select ('00000000-0000-4000-9000-' || lpad(to_hex(i), 12, '0'))::uuid, 'happy', 'A hot-row entry.', 'public'
      from generate_series(1, ${PEOPLE}) i;`);
  const entries = await db.query<{ id: string; n: number }>(
    `select id, row_number() over (order by user_id)::int as n from public.entries where shared_text = 'A hot-row entry.'`,
  );
  const reactor = (n: number): Claims => ({
    sub: `00000000-0000-4000-9000-${(PEOPLE + n).toString(16).padStart(12, '0')}`,
    role: 'authenticated',
    is_anonymous: true,
  });
  const [{ definition } = { definition: '' }] = await db.query<{ definition: string }>(
    `select pg_get_functiondef('private.tally_shard()'::regprocedure) as definition`,
  );
  // In the language of the real one (PL/pgSQL), so the rounds differ only in the shard.
  const oneRow = `create or replace function private.tally_shard() returns smallint
    language plpgsql stable set search_path = '' as $$ begin return 0::smallint; end $$`;

  const pool = postgresDatabase(url, { max: PEOPLE });
  const timings: Record<string, { calls: number[]; rounds: number[] }> = {
    'one row': { calls: [], rounds: [] },
    sharded: { calls: [], rounds: [] },
  };
  try {
    // Every connection open and warm before timing.
    await Promise.all(entries.map((e) => asCaller(pool, reactor(e.n), (q) => q.query('select 1'))));
    for (let round = 0; round < 2 * ROUNDS + 2; round++) {
      const mode = round % 2 === 0 ? 'one row' : 'sharded';
      await db.exec(mode === 'one row' ? oneRow : definition);
      const start = performance.now();
      const calls = await Promise.all(
        entries.map(async (e) => {
          const t = performance.now();
          // Same type twice in a row removes it: the rounds alternate adding and removing.
          await asWriter(pool, reactor(e.n), (q) => q.query(`select private.set_reaction($1, 'love')`, [e.id]));
          return performance.now() - t;
        }),
      );
      if (round < 2) continue; // warm-up
      timings[mode]!.rounds.push(performance.now() - start);
      timings[mode]!.calls.push(...calls);
    }
  } finally {
    await db.exec(definition);
    await pool.close();
  }
  console.log(`
${PEOPLE} concurrent reactions to ${PEOPLE} different entries, ${ROUNDS} rounds each (PostgreSQL):`);
  console.log(
    `${'community tallies'.padEnd(20)} ${'round ms (mean)'.padStart(16)} ${'call p50'.padStart(9)} ${'call p99'.padStart(9)}`,
  );
  for (const [mode, t] of Object.entries(timings)) {
    const calls = [...t.calls].sort((a, b) => a - b);
    const mean = t.rounds.reduce((a, b) => a + b, 0) / t.rounds.length;
    console.log(
      `${mode.padEnd(20)} ${mean.toFixed(1).padStart(16)} ${percentile(calls, 50).toFixed(2).padStart(9)} ${percentile(calls, 99).toFixed(2).padStart(9)}`,
    );
  }
  const [before, after] = [timings['one row']!, timings.sharded!].map(
    (t) => t.rounds.reduce((a, b) => a + b, 0) / t.rounds.length,
  );
  console.log(`sharded / one row (round time): ${(after! / before!).toFixed(2)}`);
}

const results: Record<string, Awaited<ReturnType<typeof bench>>> = {};

if (only !== 'postgres') {
  const lite = await pgliteDatabase();
  try {
    results.pglite = await bench('PGlite (in memory, PostgreSQL 18 in wasm)', lite);
  } finally {
    await lite.close();
  }
}

if (only !== 'pglite') {
  const host = process.env.PGHOST || '127.0.0.1';
  const port = Number(process.env.PGPORT || 5432);
  const pgUser = process.env.PGUSER || 'postgres';
  const password = process.env.PGPASSWORD ?? '';
  const auth = password ? `${encodeURIComponent(pgUser)}:${encodeURIComponent(password)}` : encodeURIComponent(pgUser);
  const urlOf = (database: string) => `postgres://${auth}@${host}:${port}/${database}?sslmode=disable`;
  const name = `hearth_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(urlOf('postgres'), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const db = postgresDatabase(urlOf(name), { max: 1 });
  try {
    const [version] = await db.query<{ server_version: string }>('show server_version');
    results.postgres = await bench(`PostgreSQL ${version!.server_version}`, db, async () => {
      await db.query('select pg_stat_force_next_flush()').catch(() => {});
      await new Promise((r) => setTimeout(r, 1200));
      const [row] = await db.transaction(async (q) => {
        await q.query('select pg_stat_clear_snapshot()');
        return q.query<{ seq_scan: number }>(
          `select seq_scan::int from pg_stat_user_tables where relid = 'public.entries'::regclass`,
        );
      });
      return row!.seq_scan;
    });
    await contention(urlOf(name), db);
  } finally {
    await db.close();
    if (args.includes('--keep')) console.log(`kept database ${name}`);
    else await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (results.postgres) {
  const slow = results.postgres.filter((r) => r.p99 > 15);
  console.log(
    slow.length
      ? `\nPostgreSQL p99 over 15 ms: ${slow.map((r) => r.name).join(', ')}`
      : '\nPostgreSQL: every RPC p99 ≤ 15 ms',
  );
}
