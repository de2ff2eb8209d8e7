// The project's migration runner, for databases the Supabase CLI does not manage: PGlite and
// plain PostgreSQL. It applies local/db/shim.sql when Supabase's own objects are absent, then each
// pending supabase/migrations/*.sql in one transaction per file, recording it in
// supabase_migrations.schema_migrations exactly as `supabase db push` does (version, statements,
// name), then supabase/seed.sql when asked. Idempotent and safe to run from several processes.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from '../../supabase/functions/_shared/db.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const shimPath = join(root, 'local/db/shim.sql');
export const migrationsDir = join(root, 'supabase/migrations');
export const seedPath = join(root, 'supabase/seed.sql');

/** One lock for every runner on the same database (an arbitrary constant). */
const LOCK = 4_827_311;

export interface MigrateOptions {
  /** Also apply supabase/seed.sql (demo data; never needed in production). */
  seed?: boolean;
  /** Where the migration files are (tests); defaults to supabase/migrations. */
  dir?: string;
}

export interface MigrateResult {
  shim: boolean;
  applied: string[];
  seeded: boolean;
}

/** `20250101000000_create_things.sql` → version and name, as the Supabase CLI parses them. */
const FILE = /^([0-9]+)_(.*)\.sql$/;

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const result: MigrateResult = { shim: false, applied: [], seeded: false };
  const dir = options.dir ?? migrationsDir;
  const files = (await readdir(dir)).filter((f) => FILE.test(f)).sort();
  const seed = options.seed ? await readFile(seedPath, 'utf8').catch(() => '') : undefined;
  const seedHash = seed === undefined ? undefined : createHash('sha256').update(seed).digest('hex');

  // Every start of an existing database lands here: one query, no lock, no DDL.
  if (await upToDate(db, files, seedHash)) return result;

  result.shim = await applyShim(db);

  await db.transaction(async (q) => {
    await lock(q);
    // The CLI's own DDL (pkg/migration/history.go): the table, then the later columns.
    await q.query('create schema if not exists supabase_migrations');
    await q.query('create table if not exists supabase_migrations.schema_migrations (version text not null primary key)');
    await q.query('alter table supabase_migrations.schema_migrations add column if not exists statements text[]');
    await q.query('alter table supabase_migrations.schema_migrations add column if not exists name text');
    await q.query('create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null)');
  });

  for (const file of files) {
    const [, version, name] = FILE.exec(file)!;
    const applied = await db.transaction(async (q) => {
      await lock(q);
      const done = await q.query('select 1 from supabase_migrations.schema_migrations where version = $1', [version]);
      if (done.length) return false;
      const statements = splitStatements(await readFile(join(dir, file), 'utf8'));
      await run(q, statements, file);
      await q.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, statements],
      );
      return true;
    });
    if (applied) result.applied.push(version!);
  }

  if (seed !== undefined && seedHash !== undefined) {
    result.seeded = await db.transaction(async (q) => {
      await lock(q);
      const done = await q.query('select 1 from supabase_migrations.seed_files where path = $1 and hash = $2', ['supabase/seed.sql', seedHash]);
      if (done.length) return false;
      await run(q, splitStatements(seed), 'seed.sql');
      await q.query(
        `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
         on conflict (path) do update set hash = excluded.hash`,
        ['supabase/seed.sql', seedHash],
      );
      return true;
    });
  }
  return result;
}

/**
 * True when nothing is left to do: Supabase's objects are there, every migration file's version is
 * recorded and, when seeding, the seed with this hash too. A database the runner never saw (no
 * supabase_migrations tables yet) is simply not up to date.
 */
async function upToDate(db: Database, files: string[], seedHash: string | undefined): Promise<boolean> {
  let row: { present: boolean; versions: string[] | null; seeded: boolean } | undefined;
  try {
    [row] = await db.query<{ present: boolean; versions: string[] | null; seeded: boolean }>(
      `select ${SUPABASE_PRESENT} as present,
              (select array_agg(version) from supabase_migrations.schema_migrations) as versions,
              exists (select 1 from supabase_migrations.seed_files where path = 'supabase/seed.sql' and hash = $1) as seeded`,
      [seedHash ?? ''],
    );
  } catch (error) {
    // undefined_table, undefined_column: the runner's own tables are missing or older.
    if (['42P01', '42703'].includes((error as { code?: string }).code ?? '')) return false;
    throw error;
  }
  if (!row?.present) return false;
  const recorded = new Set(row.versions ?? []);
  return files.every((file) => recorded.has(FILE.exec(file)![1]!)) && (seedHash === undefined || row.seeded);
}

/** Applies local/db/shim.sql unless Supabase's objects are already there; true when it did. */
export async function applyShim(db: Database): Promise<boolean> {
  return db.transaction(async (q) => {
    await lock(q);
    if (await supabasePresent(q)) return false;
    await run(q, splitStatements(await readFile(shimPath, 'utf8')));
    return true;
  });
}

async function lock(q: Queryable) {
  await q.query('select pg_advisory_xact_lock($1)', [LOCK]);
}

/** Supabase (or an earlier shim) is there when its roles, auth.users, auth.uid() and realtime.send() are. */
const SUPABASE_PRESENT = `(
  (select count(*) from pg_catalog.pg_roles
    where rolname in ('anon', 'authenticated', 'service_role', 'authenticator')) = 4
  and to_regclass('auth.users') is not null
  and to_regprocedure('auth.uid()') is not null
  and to_regprocedure('auth.jwt()') is not null
  and to_regprocedure('realtime.send(jsonb, text, text, boolean)') is not null)`;

async function supabasePresent(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ present: boolean }>(`select ${SUPABASE_PRESENT} as present`);
  return row?.present === true;
}

async function run(q: Queryable, statements: string[], file = 'shim.sql') {
  for (const statement of statements) {
    try {
      await q.query(statement);
    } catch (error) {
      const cause = error as Error & { code?: string };
      const wrapped = new Error(`${file}: ${cause.message}\n  in: ${statement.slice(0, 300)}`, { cause });
      throw Object.assign(wrapped, { code: cause.code });
    }
  }
}

/**
 * Splits a SQL script into statements on top-level semicolons, keeping quoted strings,
 * quoted identifiers, dollar-quoted bodies and comments intact. Statements that are only
 * comments are dropped; the trailing semicolon is not kept.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  let hasCode = false;
  const n = script.length;
  while (i < n) {
    const c = script[i]!;
    const next = script[i + 1];
    if (c === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (script[i] === '/' && script[i + 1] === '*') (depth++, (i += 2));
        else if (script[i] === '*' && script[i + 1] === '/') (depth--, (i += 2));
        else i++;
      }
    } else if (c === "'" || c === '"') {
      const escapes = c === "'" && /[eE]/.test(script[i - 1] ?? '') && !/[\w$]/.test(script[i - 2] ?? '');
      i++;
      while (i < n) {
        if (escapes && script[i] === '\\') i += 2;
        else if (script[i] === c && script[i + 1] === c) i += 2;
        else if (script[i] === c) break;
        else i++;
      }
      i++;
      hasCode = true;
    } else if (c === '$' && !/[\w$]/.test(script[i - 1] ?? '')) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i, i + 64));
      if (tag) {
        const end = script.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length;
      } else i++;
      hasCode = true;
    } else if (c === ';') {
      if (hasCode) statements.push(script.slice(start, i).trim());
      start = i + 1;
      hasCode = false;
      i++;
    } else {
      if (!/\s/.test(c)) hasCode = true;
      i++;
    }
  }
  if (hasCode && script.slice(start).trim()) statements.push(script.slice(start).trim());
  return statements;
}
