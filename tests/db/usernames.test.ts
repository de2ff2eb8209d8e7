// The username rule in both places it lives (issue 14 item 5): domain/usernames.ts, which /api and the
// local Auth server apply, and the database (profiles' check, private.username_skeleton and its unique
// index), which holds whatever reaches profiles. They must agree: the confusables table is the same,
// and a name that mixes Latin, Greek and Cyrillic letters is refused by both. On PGlite, and on
// PostgreSQL when TEST_DATABASE_URL names a server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyShim, migrate } from '../../local/db/migrate.ts';
import { pgliteDatabase } from '../../local/db/pglite.ts';
import type { Database } from '../../supabase/functions/_shared/db.ts';
import {
  CONFUSABLES,
  normalizeUsername,
  USERNAME_MESSAGES,
  usernameProblem,
  usernameSkeleton,
} from '../../supabase/functions/_shared/domain/usernames.ts';
import { freshDatabase } from '../api/harness.ts';

// Letters of the three look-alike scripts, alone and mixed.
const NAMES = [
  'maple',
  'Maple_2.0',
  'José',
  'Ольга',
  'Σοφία',
  'асе', // Cyrillic, looks like "ace"
  'ΑΒΕ', // Greek capitals, look like "ABE"
  'm\u0430ple', // Latin with a Cyrillic а
  '\u0430dmin',
  'αlpha', // Greek α with Latin
  'Ολga',
  'Σοфия', // Greek with Cyrillic
  'さくら花',
  'j0hn',
];

async function register(db: Database, username: string): Promise<string | null> {
  try {
    await db.query(
      `insert into auth.users (id, aud, role, raw_user_meta_data, is_anonymous)
       values (gen_random_uuid(), 'authenticated', 'authenticated', jsonb_build_object('username', $1::text), false)`,
      [username],
    );
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? 'error';
  }
}

function agreeOn(label: string, open: () => Promise<{ db: Database; close: () => Promise<void> }>) {
  describe(`usernames on ${label}`, () => {
    let handle: { db: Database; close: () => Promise<void> };
    beforeAll(async () => {
      handle = await open();
    }, 120_000);
    afterAll(() => handle?.close());

    it('folds every confusable, and every name, to the skeleton the TypeScript rule computes', async () => {
      const inputs = [...CONFUSABLES.map(([from]) => from), ...NAMES.map(normalizeUsername)];
      const rows = await handle.db.query<{ input: string; skeleton: string }>(
        'select input, private.username_skeleton(input) as skeleton from unnest($1::text[]) as input',
        [inputs],
      );
      expect(rows.map((row) => [row.input, row.skeleton])).toEqual(
        inputs.map((input) => [input, usernameSkeleton(input)]),
      );
    });

    it('refuses the names that mix Latin, Greek and Cyrillic letters, as the rule does', async () => {
      for (const raw of NAMES) {
        const name = normalizeUsername(raw);
        const mixes = usernameProblem(name) === USERNAME_MESSAGES.scripts;
        // A name's own twin may already be there (skeletons collide): try it under a fresh suffix.
        const outcome = await register(handle.db, `${name}${Math.random().toString().slice(2, 8)}`);
        expect(outcome === '23514', raw).toBe(mixes);
        if (!mixes) expect(outcome, raw).toBeNull();
      }
    });

    it('lets only one of two names that look alike exist, and says the other is not available', async () => {
      for (const [first, twin] of [
        ['ace', 'асе'], // Cyrillic а, с, е
        ['abe', 'ΑΒΕ'], // Greek capitals
        ['john', 'j0hn'],
        ['lol', 'IoI'],
        ['hop', 'НОР'], // Cyrillic capitals
      ] as const) {
        // Digits and "_" only, so the suffix mixes no script into either name.
        const suffix = `_${Math.random().toString().slice(2, 8)}`;
        expect(await register(handle.db, first + suffix), first).toBeNull();
        const [available] = await handle.db.query<{ available: boolean }>(
          'select private.username_available($1) as available',
          [twin + suffix],
        );
        expect(available!.available, twin).toBe(false);
        expect(await register(handle.db, twin + suffix), twin).toBe('23505');
      }
    });
  });
}

agreeOn('PGlite', async () => {
  const db = await pgliteDatabase();
  await migrate(db);
  return { db, close: () => db.close() };
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  agreeOn('PostgreSQL', async () => {
    const { db, drop } = await freshDatabase(serverUrl);
    await applyShim(db);
    await migrate(db);
    return { db, close: drop };
  });
}
