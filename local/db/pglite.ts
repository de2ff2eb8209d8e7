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
    // In process there is no round trip to save, so the prelude simply runs first.
    transaction: (fn, prelude) =>
      pglite.transaction(async (tx) => {
        const q = wrap(tx);
        if (prelude) await q.query(prelude.text, prelude.params);
        return fn(q);
      }),
    exec: async (script) => {
      await pglite.exec(script);
    },
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    close: () => pglite.close(),
  };
}
