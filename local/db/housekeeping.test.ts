// The local stack's housekeeping: bounded batches, repeated only while a batch comes back full,
// and a timer whose stop() waits for the run in progress.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping, startHousekeeping } from './housekeeping.ts';
import { migrate } from './migrate.ts';
import { pgliteDatabase } from './pglite.ts';

let db: Awaited<ReturnType<typeof pgliteDatabase>>;
beforeAll(async () => {
  db = await pgliteDatabase();
  await migrate(db);
});
afterAll(() => db.close());

const expired = (n: number) =>
  db.query(
    `insert into private.rate_limit_events (action, subject, created_at)
     select 'reaction', 'someone-' || i, now() - interval '2 hours' from generate_series(1, $1::int) i`,
    [n],
  );
const left = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from private.rate_limit_events'))[0]!.n;

describe('housekeeping', () => {
  it('removes batch after batch while they come back full, up to its limit, and keeps what a window still counts', async () => {
    await expired(25);
    await db.query(`insert into private.rate_limit_events (action, subject) values ('login', 'fresh')`);
    expect(await runHousekeeping(db, 10, 2)).toMatchObject({ rate_limit_events: 20 });
    expect(await left()).toBe(6);
    expect(await runHousekeeping(db, 10, 5)).toMatchObject({ rate_limit_events: 5 });
    expect(await left()).toBe(1);
  });

  it('runs on its timer, and stop() ends it', async () => {
    await expired(3);
    const stop = startHousekeeping(db, { intervalMs: 20 });
    const deadline = Date.now() + 30_000;
    while ((await left()) > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(await left()).toBe(1);
    await expired(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(await left()).toBe(3);
  });
});
