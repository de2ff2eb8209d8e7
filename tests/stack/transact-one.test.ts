// One statement in a transaction of its own (Database.transactOne): on PostgreSQL the BEGIN, the
// caller's prelude, the statement and the COMMIT leave together, so these check what pipelining could
// get wrong — the prelude applies to the statement, a failing statement is undone and thrown, and the
// connection goes back to the pool outside any transaction. On PGlite, and on TEST_DATABASE_URL when set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/functions/_shared/db.ts';
import { freshDatabase } from '../api/harness.ts';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await db.exec('create table public.probe (n integer not null)');
});
afterAll(async () => {
  await drop?.();
});

const prelude = { text: `select set_config('hearth.probe', $1, true)`, params: ['set by the prelude'] };

describe('transactOne', () => {
  it('runs the statement after the prelude, in one transaction, and commits it', async () => {
    const rows = await db.transactOne<{ probe: string; n: number }>(
      {
        text: `with added as (insert into public.probe values ($1) returning n)
               select current_setting('hearth.probe') as probe, n from added`,
        params: [7],
      },
      prelude,
    );
    expect(rows).toEqual([{ probe: 'set by the prelude', n: 7 }]);
    expect(await db.query('select n from public.probe')).toEqual([{ n: 7 }]);
  });

  it('throws the statement’s own error, undoes what it wrote and leaves no transaction open', async () => {
    for (let i = 0; i < 3; i++) {
      await expect(
        db.transactOne(
          {
            text: `with added as (insert into public.probe values (100) returning n) select n / 0 from added`,
            params: [],
          },
          prelude,
        ),
      ).rejects.toMatchObject({ code: '22012' });
    }
    expect(await db.query('select count(*)::integer as n from public.probe where n = 100')).toEqual([{ n: 0 }]);
    // A transaction left open on a pooled connection would still show the prelude's setting here.
    const [after] = await db.query<{ probe: string | null; xid: string | null }>(
      `select nullif(current_setting('hearth.probe', true), '') as probe, pg_current_xact_id_if_assigned()::text as xid`,
    );
    expect(after).toEqual({ probe: null, xid: null });
  });
});
