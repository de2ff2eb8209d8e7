// The attack matrix: everything a browser could try through the Data API (PostgREST or GraphQL)
// with the publishable key and its own access token, tried as PostgREST would (set local role +
// request.jwt.claims), for the three kinds of caller: `anon`, an anonymous user and a registered
// user. For every table, view and column of every schema but PostgreSQL's own (public,
// graphql_public, private, auth, realtime, storage where present, supabase_migrations, …): select,
// insert, update and delete are attempted (on no rows: `where false`), so PostgreSQL's own checks
// (schema usage, column and table privileges) decide; for every function and sequence the same
// checks are asked, and so is every role the caller could `set role` to. What succeeds must be exactly what tests/db/allowed-privileges.json lists:
// a privilege that appears without being listed fails, and so does a listed one that went away.
// Runs on PGlite, and on PostgreSQL with Supabase's historic default privileges applied first
// (`grant all … to anon, authenticated` on public, as older projects still have), when
// TEST_DATABASE_URL names a server.
import { afterAll, describe, expect, it } from 'vitest';
import { applyShim, migrate } from '../../local/db/migrate.ts';
import { pgliteDatabase } from '../../local/db/pglite.ts';
import type { Database } from '../../supabase/functions/_shared/db.ts';
import { freshDatabase } from '../api/harness.ts';
import { ACTORS, createUsers, expectedCells, granted, HISTORIC_DEFAULTS, type Actor } from './matrix.ts';

function checkMatrix(label: string, open: () => Promise<{ db: Database; close: () => Promise<void> }>) {
  describe(`the attack matrix on ${label}`, () => {
    let handle: { db: Database; close: () => Promise<void> } | undefined;
    let users: Record<Actor, string | null>;
    afterAll(() => handle?.close());

    it.each(ACTORS)('%s can do exactly what allowed-privileges.json lists', { timeout: 300_000 }, async (actor) => {
      if (!handle) {
        handle = await open();
        users = await createUsers(handle.db);
      }
      const cells = await granted(handle.db, actor, users);
      const expected = expectedCells(actor);
      expect({
        'granted but not listed': cells.filter((c) => !expected.includes(c)),
        'listed but not granted': expected.filter((c) => !cells.includes(c)),
      }).toEqual({ 'granted but not listed': [], 'listed but not granted': [] });
      // The matrix did look: relations, columns and functions were tried.
      expect(cells.length).toBeGreaterThan(20);
    });
  });
}

describe('the attack matrix itself', () => {
  it('catches a privilege that appears without being listed, down to one column', { timeout: 300_000 }, async () => {
    const db = await pgliteDatabase();
    try {
      await migrate(db);
      const users = await createUsers(db);
      await db.exec('grant update (shared_text) on public.entries to authenticated');
      // And a role a client could become: the API's writer would be every write at once.
      await db.exec('grant hearth_writer to authenticated');
      const cells = await granted(db, 'registered user', users);
      expect(cells.filter((c) => !expectedCells('registered user').includes(c))).toEqual([
        'set role hearth_writer',
        'update public.entries.shared_text',
      ]);
    } finally {
      await db.close();
    }
  });
});

checkMatrix('PGlite', async () => {
  const db = await pgliteDatabase();
  await migrate(db);
  return { db, close: () => db.close() };
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  checkMatrix("PostgreSQL with Supabase's historic default privileges", async () => {
    const { db, drop } = await freshDatabase(serverUrl);
    await applyShim(db);
    await db.exec(HISTORIC_DEFAULTS);
    await migrate(db);
    return { db, close: drop };
  });
}
