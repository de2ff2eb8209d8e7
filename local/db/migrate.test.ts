// The migration runner on a real (in-memory) PGlite: fresh, idempotent, versions recorded as the CLI does.
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, asWriter, type Database, type Queryable } from '../../supabase/functions/_shared/db.ts';
import { MigrationChangedError, migrate, migrationsDir, splitStatements } from './migrate.ts';
import { pgliteDatabase } from './pglite.ts';

const migrationFiles = readdirSync(migrationsDir)
  .filter((f) => /^\d+_.*\.sql$/.test(f))
  .sort();

/** A fresh in-memory database and an empty migrations folder for one test. */
async function withScratch(test: (db: Awaited<ReturnType<typeof pgliteDatabase>>, dir: string) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-migrations-'));
  const db = await pgliteDatabase();
  try {
    await test(db, dir);
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

describe('migrate() on PGlite', () => {
  let db: Awaited<ReturnType<typeof pgliteDatabase>>;
  beforeAll(async () => {
    db = await pgliteDatabase();
  });
  afterAll(() => db.close());

  it('applies the shim and every migration to a fresh database', async () => {
    const result = await migrate(db, { seed: true });
    expect(result.shim).toBe(true);
    expect(result.applied).toEqual(migrationFiles.map((f) => f.split('_')[0]));
    expect(result.seeded).toBe(true);
  });

  it('records version, name and statements in supabase_migrations.schema_migrations', async () => {
    const rows = await db.query<{ version: string; name: string; statements: string[] }>(
      'select version, name, statements from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(migrationFiles);
    for (const row of rows) {
      const text = await readFile(join(migrationsDir, `${row.version}_${row.name}.sql`), 'utf8');
      expect(row.statements).toEqual(splitStatements(text));
    }
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrate(db, { seed: true })).toEqual({ shim: false, applied: [], seeded: false });
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
    expect(row!.n).toBe(migrationFiles.length);
  });

  it('leaves a database the API can use as a caller, under row-level security', async () => {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (id, aud, role, raw_user_meta_data, is_anonymous)
       values (gen_random_uuid(), 'authenticated', 'authenticated', '{}', true) returning id`,
    );
    const claims = { sub: user!.id, role: 'authenticated', is_anonymous: true };
    const [entry] = await asWriter(db, claims, (q) =>
      q.query<{ mood: string; word_count: number }>(
        `select * from private.create_entry('confused', null, 'Trying the runner on PGlite.', 'public', null, null, null, null, 'none', null, 'Trying the runner on PGlite.')`,
      ),
    );
    expect(entry).toMatchObject({ mood: 'confused', word_count: 5 });
    await expect(
      asCaller(db, claims, (q) =>
        q.query(
          `select * from private.create_entry('confused', null, 'x', 'public', null, null, null, null, 'none', null, 'x')`,
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    const feed = await asCaller(db, null, (q) => q.query<{ journal_text: string }>('select * from public.feed()'));
    expect(feed.map((e) => e.journal_text)).toEqual(['Trying the runner on PGlite.']);
    await expect(
      asCaller(db, null, (q) => q.query('select journal_text from public.entry_texts')),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('migrate() with a new migration', () => {
  it('applies only what is pending, in order, and stops at a failing file without recording it', () =>
    withScratch(async (db, dir) => {
      await writeFile(
        join(dir, '20000101000000_first.sql'),
        'create table public.things (id int primary key);\ninsert into public.things values (1);',
      );
      expect((await migrate(db, { dir })).applied).toEqual(['20000101000000']);
      await writeFile(join(dir, '20000102000000_second.sql'), 'insert into public.things values (2);');
      await writeFile(
        join(dir, '20000103000000_broken.sql'),
        'insert into public.things values (3);\ninsert into public.nothing values (1);',
      );
      await expect(migrate(db, { dir })).rejects.toThrow(
        /20000103000000_broken\.sql: relation "public.nothing" does not exist/,
      );
      const things = await db.query<{ id: number }>('select id from public.things order by id');
      expect(things.map((t) => t.id)).toEqual([1, 2]);
      const versions = await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by 1',
      );
      expect(versions.map((v) => v.version)).toEqual(['20000101000000', '20000102000000']);
    }));
});

describe('migrate() when an applied migration changed on disk', () => {
  it('refuses before running anything, naming the file, whether it was edited or removed', () =>
    withScratch(async (db, dir) => {
      await writeFile(join(dir, '20000101000000_first.sql'), 'create table public.things (id int primary key);');
      await migrate(db, { dir });
      await writeFile(join(dir, '20000101000000_first.sql'), 'create table public.things (id bigint primary key);');
      await writeFile(join(dir, '20000102000000_second.sql'), 'create table public.more (id int);');
      const edited = migrate(db, { dir });
      await expect(edited).rejects.toBeInstanceOf(MigrationChangedError);
      await expect(edited).rejects.toThrow(
        /Refusing to migrate: 20000101000000_first\.sql was applied to this database but has since changed/,
      );
      expect(await db.query("select to_regclass('public.more') as more")).toEqual([{ more: null }]);

      await rm(join(dir, '20000101000000_first.sql'));
      await expect(migrate(db, { dir })).rejects.toThrow(
        /20000101000000_first\.sql was applied .* left supabase\/migrations/,
      );
    }));

  it('treats a comment edit as a change too (the recorded statements are the file, comments and all)', () =>
    withScratch(async (db, dir) => {
      await writeFile(join(dir, '20000101000000_first.sql'), '-- why\ncreate table public.things (id int);');
      await migrate(db, { dir });
      await writeFile(
        join(dir, '20000101000000_first.sql'),
        '-- why, said better\ncreate table public.things (id int);',
      );
      await expect(migrate(db, { dir })).rejects.toBeInstanceOf(MigrationChangedError);
    }));
});

describe('migrate() on an up-to-date database', () => {
  /** The database, counting the statements sent to it (outside and inside transactions). */
  function counting(db: Database) {
    const sent: string[] = [];
    const wrap = (q: Queryable): Queryable => ({
      query: (text, params) => (sent.push(text), q.query(text, params)),
    });
    const counted: Database = {
      ...db,
      ...wrap(db),
      transaction: (fn, prelude) => db.transaction((q) => fn(wrap(q)), prelude),
    };
    return { db: counted, sent };
  }

  it('checks with one query and changes nothing, then still applies a migration added later', () =>
    withScratch(async (db, dir) => {
      await writeFile(join(dir, '20000101000000_first.sql'), 'create table public.things (id int primary key);');
      expect(await migrate(db, { dir, seed: true })).toMatchObject({
        shim: true,
        applied: ['20000101000000'],
        seeded: true,
      });

      const quiet = counting(db);
      expect(await migrate(quiet.db, { dir, seed: true })).toEqual({ shim: false, applied: [], seeded: false });
      expect(quiet.sent).toHaveLength(1);

      await writeFile(join(dir, '20000102000000_second.sql'), 'insert into public.things values (2);');
      const next = counting(db);
      expect(await migrate(next.db, { dir, seed: true })).toEqual({
        shim: false,
        applied: ['20000102000000'],
        seeded: false,
      });
      expect(next.sent.length).toBeGreaterThan(1);
      expect(await db.query('select id from public.things')).toEqual([{ id: 2 }]);
      const versions = await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by 1',
      );
      expect(versions.map((v) => v.version)).toEqual(['20000101000000', '20000102000000']);
    }));

  it('is not up to date for the seed when the database was migrated without it', () =>
    withScratch(async (db, dir) => {
      await writeFile(join(dir, '20000101000000_first.sql'), 'select 1;');
      expect(await migrate(db, { dir })).toMatchObject({ applied: ['20000101000000'], seeded: false });
      expect(await migrate(db, { dir, seed: true })).toEqual({ shim: false, applied: [], seeded: true });
      expect(await migrate(db, { dir, seed: true })).toEqual({ shim: false, applied: [], seeded: false });
    }));

  it('re-applies the shim when a Supabase object it provides went missing', () =>
    withScratch(async (db, dir) => {
      await writeFile(join(dir, '20000101000000_first.sql'), 'select 1;');
      await migrate(db, { dir });
      await db.exec('drop function auth.jwt() cascade');
      expect(await migrate(db, { dir })).toEqual({ shim: true, applied: [], seeded: false });
    }));
});

describe('splitStatements', () => {
  it('splits on top-level semicolons only', () => {
    const script = `-- a comment; with a semicolon
create function f() returns text language sql as $$ select 'a;b' $$;
/* block; comment */ select 'it''s; fine', E'back\\'slash;', "odd;name" from t;
do $body$ begin perform 1; end $body$;
-- trailing comment only`;
    expect(splitStatements(script)).toEqual([
      "-- a comment; with a semicolon\ncreate function f() returns text language sql as $$ select 'a;b' $$",
      `/* block; comment */ select 'it''s; fine', E'back\\'slash;', "odd;name" from t`,
      'do $body$ begin perform 1; end $body$',
    ]);
  });
});
