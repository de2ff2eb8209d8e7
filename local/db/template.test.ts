// The template a fresh PGlite DATA_DIR is copied from: named by what shapes it, built once even
// when several builders race, and copied into a DATA_DIR only when that holds no database yet.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteDatabase } from './pglite.ts';
import { createFromTemplate, ensureTemplate, templateKey } from './template.ts';

const cleanups: string[] = [];
afterEach(async () => {
  for (const dir of cleanups.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(dir);
  return dir;
}

/** The tables of public in a copy of the template, opened where it was copied to. */
async function tablesIn(pgliteDir: string): Promise<string[]> {
  const db = await pgliteDatabase(pgliteDir);
  try {
    const rows = await db.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    return rows.map((row) => row.name);
  } finally {
    await db.close();
  }
}

describe('PGlite template', { timeout: 120_000 }, () => {
  it('is rebuilt under a new name when a migration changes, never reused stale', async () => {
    const [cacheDir, migrations, dataDir] = await Promise.all([
      tempDir('hearth-cache-'),
      tempDir('hearth-migrations-'),
      tempDir('hearth-data-'),
    ]);
    await writeFile(join(migrations, '20000101000000_first.sql'), 'create table public.first (id int);');
    const options = { seed: false, cacheDir, migrationsDir: migrations };
    const before = await ensureTemplate(options);
    expect(await ensureTemplate(options)).toBe(before);

    await writeFile(join(migrations, '20000101000000_first.sql'), 'create table public.changed (id int);');
    const after = await ensureTemplate(options);
    expect(after).not.toBe(before);
    expect(await createFromTemplate(join(dataDir, 'pglite'), options)).toBe(true);
    expect(await tablesIn(join(dataDir, 'pglite'))).toEqual(['changed']);
  });

  it('is named by the seed too', async () => {
    expect(await templateKey({ seed: true })).not.toBe(await templateKey({ seed: false }));
  });

  it('is built once when two builders race: both get the same whole template and no build is left behind', async () => {
    const [cacheDir, migrations] = await Promise.all([tempDir('hearth-cache-'), tempDir('hearth-migrations-')]);
    await writeFile(join(migrations, '20000101000000_first.sql'), 'create table public.first (id int);');
    const options = { seed: false, cacheDir, migrationsDir: migrations };
    const [one, two] = await Promise.all([ensureTemplate(options), ensureTemplate(options)]);
    expect(one).toBe(two);
    expect(await readdir(cacheDir)).toEqual([one.slice(cacheDir.length + 1)]);
    expect(existsSync(join(one, 'PG_VERSION'))).toBe(true);
    const dataDir = await tempDir('hearth-data-');
    await createFromTemplate(join(dataDir, 'pglite'), options);
    expect(await tablesIn(join(dataDir, 'pglite'))).toEqual(['first']);
  });

  it('is copied only where no database is yet, and an interrupted copy is discarded', async () => {
    const [cacheDir, migrations, dataDir] = await Promise.all([
      tempDir('hearth-cache-'),
      tempDir('hearth-migrations-'),
      tempDir('hearth-data-'),
    ]);
    await writeFile(join(migrations, '20000101000000_first.sql'), 'create table public.first (id int);');
    const options = { seed: false, cacheDir, migrationsDir: migrations };
    const pgliteDir = join(dataDir, 'pglite');
    await mkdir(`${pgliteDir}.partial`);
    await writeFile(join(`${pgliteDir}.partial`, 'PG_VERSION'), 'left by a crash');
    await mkdir(pgliteDir);

    expect(await createFromTemplate(pgliteDir, options)).toBe(true);
    expect(existsSync(`${pgliteDir}.partial`)).toBe(false);
    const db = await pgliteDatabase(pgliteDir);
    await db.exec('create table public.mine (id int)');
    await db.close();

    expect(await createFromTemplate(pgliteDir, options)).toBe(false);
    expect(await tablesIn(pgliteDir)).toEqual(['first', 'mine']);

    const strange = join(dataDir, 'not-a-database');
    await mkdir(strange);
    await writeFile(join(strange, 'notes.txt'), 'someone else’s file');
    expect(await createFromTemplate(strange, options)).toBe(false);
    expect(await readdir(strange)).toEqual(['notes.txt']);
  });
});
