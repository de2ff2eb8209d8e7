// npm run test:db — the database proofs, on a fresh throw-away database each run:
//  1. the project's runner (local/db/migrate.ts) applies the shim and every migration to PostgreSQL;
//  2. the Supabase CLI's linter finds nothing: `supabase db advisors --type all --fail-on warn`;
//  3. pgTAP: `pg_prove` runs supabase/tests/*.test.sql;
//  4. the Supabase CLI's `db push` applies the same migrations to a second fresh database, records
//     exactly what the runner recorded, and the pgTAP files pass there too;
//  5. the runner applies them to a fresh in-memory PGlite as well.
// Connection: 127.0.0.1:5432 as postgres, unless PGHOST / PGPORT / PGUSER / PGPASSWORD say otherwise.
// Exits non-zero on any failure; the databases are dropped either way.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { pgliteDatabase } from '../local/db/pglite.ts';
import { applyShim, migrate, migrationsDir } from '../local/db/migrate.ts';
import { postgresDatabase } from '../supabase/functions/_shared/db-postgres.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.PGHOST || '127.0.0.1';
const port = Number(process.env.PGPORT || 5432);
const user = process.env.PGUSER || 'postgres';
const password = process.env.PGPASSWORD ?? '';
const auth = password ? `${encodeURIComponent(user)}:${encodeURIComponent(password)}` : encodeURIComponent(user);
const urlOf = (database: string) => `postgres://${auth}@${host}:${port}/${database}?sslmode=disable`;

const testFiles = readdirSync(join(root, 'supabase/tests'))
  .filter((f) => f.endsWith('.test.sql'))
  .sort()
  .map((f) => join('supabase/tests', f));
const migrationVersions = readdirSync(migrationsDir).filter((f) => /^\d+_.*\.sql$/.test(f)).length;
const supabaseCli = join(root, 'node_modules/.bin/supabase');

let passed = 0;
let failed = 0;
function check(ok: boolean, what: string, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok' : 'not ok'} - ${what}${!ok && detail ? `\n${detail}` : ''}`);
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 300_000,
  });
  return {
    status: result.status ?? 1,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`,
  };
}

const admin = postgres(urlOf('postgres'), { max: 1, onnotice: () => {} });
const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
const databases = { runner: `hearth_test_${suffix}`, cli: `hearth_test_cli_${suffix}` };

async function freshDatabase(name: string) {
  await admin.unsafe(`create database ${name}`);
  return urlOf(name);
}

function pgProve(database: string, label: string) {
  const prove = run('pg_prove', ['-h', host, '-p', String(port), '-U', user, '-d', database, ...testFiles], {
    PGPASSWORD: password,
  });
  console.log(prove.output.trim());
  check(prove.status === 0, `pgTAP: every assertion in supabase/tests passes (${label})`);
}

async function installPgTap(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`create extension if not exists pgtap with schema extensions`;
  } finally {
    await sql.end();
  }
}

async function schemaMigrations(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await sql<{ version: string; name: string; statements: string[] }[]>`
      select version, name, statements from supabase_migrations.schema_migrations order by version`;
  } finally {
    await sql.end();
  }
}

try {
  // 1. The project's runner on PostgreSQL.
  const runnerUrl = await freshDatabase(databases.runner);
  const db = postgresDatabase(runnerUrl, { max: 2 });
  try {
    const first = await migrate(db);
    check(
      first.shim && first.applied.length === migrationVersions,
      `runner: shim and ${migrationVersions} migrations applied to PostgreSQL`,
    );
    const again = await migrate(db);
    check(!again.shim && again.applied.length === 0, 'runner: a second run applies nothing');
  } finally {
    await db.close();
  }

  // 2. The Supabase CLI's linter, before any test helper exists in the database.
  const cliWorks = existsSync(supabaseCli) && run(supabaseCli, ['--version']).status === 0;
  check(
    cliWorks,
    'the Supabase CLI runs offline (npm package supabase)',
    'node_modules/.bin/supabase is missing or does not run',
  );
  if (cliWorks) {
    const advisors = run(
      supabaseCli,
      ['db', 'advisors', `--remote=${runnerUrl}`, '--type', 'all', '--level', 'warn', '--fail-on', 'warn'],
      {
        SUPABASE_TELEMETRY_DISABLED: '1',
      },
    );
    check(advisors.status === 0, 'supabase db advisors --type all --fail-on warn finds nothing', advisors.output);
  }

  // 3. pgTAP.
  await installPgTap(runnerUrl);
  pgProve(databases.runner, 'migrated by the runner');

  // 4. The Supabase CLI's db push on a second fresh database (with the shim: what Supabase provides).
  if (cliWorks) {
    const cliUrl = await freshDatabase(databases.cli);
    const shimDb = postgresDatabase(cliUrl, { max: 1 });
    try {
      await applyShim(shimDb);
    } finally {
      await shimDb.close();
    }
    const push = run(supabaseCli, ['db', 'push', `--remote=${cliUrl}`, '--yes'], { SUPABASE_TELEMETRY_DISABLED: '1' });
    check(push.status === 0, 'supabase db push applies the migrations to a fresh database', push.output);
    if (push.status === 0) {
      const [ours, theirs] = [await schemaMigrations(runnerUrl), await schemaMigrations(cliUrl)];
      check(
        ours.length === migrationVersions && JSON.stringify(ours) === JSON.stringify(theirs),
        'the runner records versions, names and statements exactly as supabase db push does',
        `runner: ${ours.map((m) => `${m.version}(${m.statements.length})`).join(' ')}\ncli: ${theirs.map((m) => `${m.version}(${m.statements.length})`).join(' ')}`,
      );
      await installPgTap(cliUrl);
      pgProve(databases.cli, 'migrated by supabase db push');
    }
  }

  // 5. PGlite.
  const lite = await pgliteDatabase();
  try {
    const result = await migrate(lite, { seed: true });
    const [row] = await lite.query<{ n: number }>(
      'select count(*)::int as n from supabase_migrations.schema_migrations',
    );
    check(
      result.shim && row?.n === migrationVersions,
      `PGlite: shim and ${migrationVersions} migrations applied in memory`,
    );
  } finally {
    await lite.close();
  }
} catch (error) {
  check(false, 'the database proofs ran to the end', String((error as Error).stack ?? error));
} finally {
  for (const name of Object.values(databases)) {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
  }
  await admin.end();
}

console.log(`\ntest:db: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
