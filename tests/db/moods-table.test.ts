// The database's `moods` table (filled by the baseline migration) holds exactly the rows of the one
// mood list, supabase/functions/_shared/domain/moods.ts, on PGlite and on PostgreSQL (when
// TEST_DATABASE_URL names a server), so the two can never drift.
import { describe, expect, it } from 'vitest';
import { migrate } from '../../local/db/migrate.ts';
import { MOODS } from '../../supabase/functions/_shared/domain/moods.ts';
import { freshDatabase } from '../api/harness.ts';

const homes = process.env.TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];

describe.each(homes)("the moods module and the database's moods table on %s", (home) => {
  it('hold the same rows, in the same order', async () => {
    const { db, drop } = await freshDatabase(home === 'PGlite' ? '' : process.env.TEST_DATABASE_URL);
    try {
      await migrate(db);
      const rows = await db.query<{ key: string; emoji: string; label: string; position: number }>(
        'select key, emoji, label, position from public.moods order by position',
      );
      // The calendar fill is the web app's alone; the table's position is the order of MOODS.
      expect(rows).toEqual(MOODS.map(({ key, emoji, label }, i) => ({ key, emoji, label, position: i + 1 })));
    } finally {
      await drop();
    }
  });
});
