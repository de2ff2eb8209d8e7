import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from '../../supabase/functions/_shared/db.ts';

/** A Database over embedded PGlite; `dataDir` undefined → in memory (tests). */
export async function pgliteDatabase(dataDir?: string): Promise<Database & { pglite: PGlite }> {
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  const wrap = (runner: Pick<PGlite, 'query'>): Queryable => ({
    query: async <T extends Row>(text: string, params: unknown[] = []) => (await runner.query<T>(text, params)).rows,
  });
  return {
    pglite,
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    exec: async (script) => {
      await pglite.exec(script);
    },
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    close: () => pglite.close(),
  };
}
