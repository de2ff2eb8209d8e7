import { PGlite } from '@electric-sql/pglite';
import {
  DatabaseUnavailableError,
  type Database,
  type Queryable,
  type Row,
  type Statement,
} from '../../supabase/functions/_shared/db.ts';

/**
 * A full disk (SQLSTATE 53100, PostgreSQL's "could not extend file": PGlite reports it as any server
 * would) is the database being unavailable, not the request being wrong: 503, and it clears by itself
 * once space is freed.
 */
async function unavailableWhenDiskFull<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown }).code === '53100') throw new DatabaseUnavailableError(error as Error);
    throw error;
  }
}

/** A Database over embedded PGlite; `dataDir` undefined → in memory (tests). */
export async function pgliteDatabase(dataDir?: string): Promise<Database & { pglite: PGlite }> {
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  const wrap = (runner: Pick<PGlite, 'query'>): Queryable => ({
    query: <T extends Row>(text: string, params: unknown[] = []) =>
      unavailableWhenDiskFull(async () => (await runner.query<T>(text, params)).rows),
  });
  return {
    pglite,
    ...wrap(pglite),
    // In process there is no round trip to save, so the prelude simply runs first.
    transaction: (fn, prelude) =>
      unavailableWhenDiskFull(() =>
        pglite.transaction(async (tx) => {
          const q = wrap(tx);
          if (prelude) await q.query(prelude.text, prelude.params);
          return fn(q);
        }),
      ),
    transactOne: <T extends Row>(statement: Statement, prelude: Statement) =>
      unavailableWhenDiskFull(() =>
        pglite.transaction(async (tx) => {
          await tx.query(prelude.text, prelude.params);
          return (await tx.query<T>(statement.text, statement.params)).rows;
        }),
      ),
    exec: (script) =>
      unavailableWhenDiskFull(async () => {
        await pglite.exec(script);
      }),
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    close: () => pglite.close(),
  };
}
