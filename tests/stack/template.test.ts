// A fresh DATA_DIR starts as a copy of the migrated template (local/db/template.ts): the database
// must be what running the migrations would have made, and each DATA_DIR keeps its own secrets.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../local/main.ts';
import { migrate } from '../../local/db/migrate.ts';
import { pgliteDatabase } from '../../local/db/pglite.ts';
import type { Database } from '../../supabase/functions/_shared/db.ts';

const history = (db: Database) =>
  Promise.all([
    db.query('select version, name, statements from supabase_migrations.schema_migrations order by version'),
    db.query('select path, hash from supabase_migrations.seed_files order by path'),
  ]);
/** The migration history of `db` equals that of a new in-memory database migrated from scratch. */
async function expectHistoryAsFromScratch(db: Database) {
  const scratch = await pgliteDatabase();
  try {
    await migrate(scratch, { seed: true });
    expect(await history(db)).toEqual(await history(scratch));
  } finally {
    await scratch.close();
  }
}
const systemIdentifier = async (db: Database) =>
  String((await db.query<{ id: string }>('select system_identifier::text as id from pg_control_system()'))[0]!.id);
const jwks = async (stack: Stack) =>
  (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string; x: string }[] };

describe('a fresh DATA_DIR made from the template', { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  let cacheDir: string;
  const stacks: Stack[] = [];
  const start = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hearth-template-'));
    dirs.push(dataDir);
    const stack = await startStack({ port: 0, dataDir, cacheDir, log: () => {} });
    stacks.push(stack);
    return { stack, dataDir };
  };

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'hearth-cache-'));
    dirs.push(cacheDir);
  });
  afterAll(async () => {
    for (const stack of stacks) await stack.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('records the migrations and the seed exactly as running them on a new database does', async () => {
    const { stack } = await start();
    expect((await readdir(cacheDir)).filter((name) => name.startsWith('pglite-'))).toHaveLength(1);
    await expectHistoryAsFromScratch(stack.db);
  });

  it('is a copy (same system identifier) with its own signing key, so two data directories have different JWKS', async () => {
    const first = await start();
    const second = await start();
    expect(await systemIdentifier(second.stack.db)).toBe(await systemIdentifier(first.stack.db));
    const [a, b] = await Promise.all([jwks(first.stack), jwks(second.stack)]);
    expect(a.keys[0]!.kid).not.toBe(b.keys[0]!.kid);
    expect(a.keys[0]!.x).not.toBe(b.keys[0]!.x);
    for (const { dataDir } of [first, second]) expect(existsSync(join(dataDir, 'auth-signing-key.json'))).toBe(true);
    const [template] = (await readdir(cacheDir)).filter((name) => name.startsWith('pglite-'));
    expect(existsSync(join(cacheDir, template!, 'auth-signing-key.json'))).toBe(false);
  });

  it('falls back to creating the database from scratch when the cache cannot be written', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hearth-template-'));
    dirs.push(dataDir);
    const notADirectory = join(dataDir, 'cache-is-a-file');
    await writeFile(notADirectory, '');
    const lines: string[] = [];
    const stack = await startStack({
      port: 0,
      dataDir: join(dataDir, 'data'),
      cacheDir: notADirectory,
      log: (line) => lines.push(line),
    });
    stacks.push(stack);
    expect(lines.join('\n')).toMatch(/template could not be used/);
    await expectHistoryAsFromScratch(stack.db);
    expect(await readdir(join(dataDir, 'data'))).not.toContain('pglite.partial');
  });

  it('takes writes and keeps them across a restart like any data directory', async () => {
    const { stack, dataDir } = await start();
    await stack.db.query(
      "insert into auth.users (id, aud, role, raw_user_meta_data, is_anonymous) values ('00000000-0000-4000-8000-00000000abcd', 'authenticated', 'authenticated', '{}', true)",
    );
    await stack.close();
    stacks.splice(stacks.indexOf(stack), 1);
    const again = await startStack({ port: 0, dataDir, cacheDir, log: () => {} });
    stacks.push(again);
    expect(
      await again.db.query("select id from auth.users where id = '00000000-0000-4000-8000-00000000abcd'"),
    ).toHaveLength(1);
  });
});
