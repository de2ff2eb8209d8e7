// The project's migration runner, for databases the Supabase CLI does not manage: PGlite and
// plain PostgreSQL. It applies local/db/shim.sql when Supabase's own objects are absent, then each
// pending supabase/migrations/*.sql in one transaction per file, recording it in
// supabase_migrations.schema_migrations exactly as `supabase db push` does (version, statements,
// name), then supabase/seed.sql when asked. Idempotent and safe to run from several processes.
// It refuses to run at all (MigrationChangedError) when a migration it already applied has changed
// on disk or left the folder: an applied migration is history, and changes go in a new file.
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

/** A migration file as the runner applies and records it. */
interface MigrationFile {
  file: string;
  version: string;
  name: string;
  statements: string[];
}

/** What the database says it has: Supabase's objects, the applied migrations (digests), the seed. */
interface Recorded {
  present: boolean;
  applied: { version: string; name: string; digest: string }[];
  seeded: boolean;
}

/** Thrown before anything runs when an applied migration is no longer the file on disk. */
export class MigrationChangedError extends Error {
  constructor(readonly files: string[]) {
    super(
      `Refusing to migrate: ${files.join(', ')} ${files.length === 1 ? 'was' : 'were'} applied to this database ` +
        `but ${files.length === 1 ? 'has' : 'have'} since changed or left supabase/migrations. ` +
        'An applied migration never changes: put the change in a new migration file instead. ' +
        'Local data made with the old files: start with an empty DATA_DIR (or a fresh database).',
    );
    this.name = 'MigrationChangedError';
  }
}

/** The digest the database computes of recorded statements (md5 of them joined by U+0001). */
const digest = (statements: string[]) => createHash('md5').update(statements.join('\u0001')).digest('hex');

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const result: MigrateResult = { shim: false, applied: [], seeded: false };
  const dir = options.dir ?? migrationsDir;
  const files: MigrationFile[] = [];
  for (const file of (await readdir(dir)).filter((f) => FILE.test(f)).sort()) {
    const [, version, name] = FILE.exec(file)!;
    files.push({
      file,
      version: version!,
      name: name!,
      statements: splitStatements(await readFile(join(dir, file), 'utf8')),
    });
  }
  const seed = options.seed ? await readFile(seedPath, 'utf8').catch(() => '') : undefined;
  const seedHash = seed === undefined ? undefined : createHash('sha256').update(seed).digest('hex');

  // Every start of an existing database lands here: one query, no lock, no DDL.
  const recorded = await record(db, seedHash);
  refuseChanged(files, recorded);
  if (upToDate(files, recorded, seedHash)) return result;

  result.shim = await applyShim(db);

  await db.transaction(async (q) => {
    await lock(q);
    // The CLI's own DDL (pkg/migration/history.go): the table, then the later columns.
    await q.query('create schema if not exists supabase_migrations');
    await q.query(
      'create table if not exists supabase_migrations.schema_migrations (version text not null primary key)',
    );
    await q.query('alter table supabase_migrations.schema_migrations add column if not exists statements text[]');
    await q.query('alter table supabase_migrations.schema_migrations add column if not exists name text');
    await q.query(
      'create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null)',
    );
  });

  for (const { file, version, name, statements } of files) {
    const applied = await db.transaction(async (q) => {
      await lock(q);
      const done = await q.query('select 1 from supabase_migrations.schema_migrations where version = $1', [version]);
      if (done.length) return false;
      await run(q, statements, file);
      await q.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, statements],
      );
      return true;
    });
    if (applied) result.applied.push(version);
  }

  if (seed !== undefined && seedHash !== undefined) {
    result.seeded = await db.transaction(async (q) => {
      await lock(q);
      const done = await q.query('select 1 from supabase_migrations.seed_files where path = $1 and hash = $2', [
        'supabase/seed.sql',
        seedHash,
      ]);
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
 * What the database has, in one query. A database the runner never saw (no supabase_migrations
 * tables yet) has nothing applied.
 */
async function record(db: Database, seedHash: string | undefined): Promise<Recorded> {
  try {
    const [row] = await db.query<{ present: boolean; applied: Recorded['applied'] | null; seeded: boolean }>(
      `select ${SUPABASE_PRESENT} as present,
              (select json_agg(json_build_object('version', version, 'name', name,
                                                 'digest', md5(array_to_string(statements, chr(1)))))
                 from supabase_migrations.schema_migrations) as applied,
              exists (select 1 from supabase_migrations.seed_files where path = 'supabase/seed.sql' and hash = $1) as seeded`,
      [seedHash ?? ''],
    );
    return { present: row?.present === true, applied: row?.applied ?? [], seeded: row?.seeded === true };
  } catch (error) {
    // undefined_table, undefined_column: the runner's own tables are missing or older.
    if (['42P01', '42703'].includes((error as { code?: string }).code ?? '')) {
      return { present: false, applied: [], seeded: false };
    }
    throw error;
  }
}

/** Throws MigrationChangedError when an applied migration's file changed or is gone. */
function refuseChanged(files: MigrationFile[], recorded: Recorded): void {
  const byVersion = new Map(files.map((f) => [f.version, f]));
  const changed = recorded.applied
    .filter(({ version, digest: applied }) => {
      const file = byVersion.get(version);
      return !file || digest(file.statements) !== applied;
    })
    .map(({ version, name }) => `${version}_${name}.sql`)
    .sort();
  if (changed.length) throw new MigrationChangedError(changed);
}

/**
 * True when nothing is left to do: Supabase's objects are there, every migration file's version is
 * recorded and, when seeding, the seed with this hash too.
 */
function upToDate(files: MigrationFile[], recorded: Recorded, seedHash: string | undefined): boolean {
  if (!recorded.present) return false;
  const applied = new Set(recorded.applied.map((a) => a.version));
  return files.every((f) => applied.has(f.version)) && (seedHash === undefined || recorded.seeded);
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
        if (script[i] === '/' && script[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (script[i] === '*' && script[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
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
