import postgres from 'postgres';
import type { Database, Queryable, Row } from './db.ts';

/** A Database over postgres.js: Supabase (SUPABASE_DB_URL) or any PostgreSQL 15+. */
export function postgresDatabase(url: string, options: { max?: number } = {}): Database {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // Supabase's pooler (transaction mode) cannot keep prepared statements.
    prepare: false,
  });
  const wrap = (runner: postgres.Sql | postgres.TransactionSql): Queryable => ({
    query: async <T extends Row>(text: string, params: unknown[] = []) =>
      (await runner.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
  });
  return {
    ...wrap(sql),
    transaction: async (fn, prelude) =>
      (await sql.begin(async (tx) => {
        const q = wrap(tx);
        if (!prelude) return fn(q);
        // Issued together, postgres.js pipelines the prelude with fn's first query.
        const [, result] = await Promise.all([q.query(prelude.text, prelude.params), fn(q)]);
        return result;
      })) as never,
    exec: async (script) => {
      await sql.unsafe(script);
    },
    listen: async (channel, onMessage) => {
      const { unlisten } = await sql.listen(channel, onMessage);
      return unlisten;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
