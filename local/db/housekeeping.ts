// The local stack's stand-in for pg_cron: private.housekeeping() once a minute, on the stack's own
// connection and outside every user's transaction, so no request pays for cleaning up after others.
// Each call removes a bounded batch; a full batch is followed by another at once, up to a few per tick.
import type { Database } from '../../supabase/functions/_shared/db.ts';

export interface HousekeepingOptions {
  /** Between runs (default a minute, as the pg_cron schedule). */
  intervalMs?: number;
  /** Rows of each kind one call removes at most. */
  batchSize?: number;
  /** Calls per run at most, however much is left. */
  maxBatches?: number;
  log?: (line: string) => void;
}

type Removed = Record<string, number>;

/** Runs housekeeping until a batch is not full (or maxBatches); resolves to what it removed. */
export async function runHousekeeping(db: Database, batchSize = 5000, maxBatches = 10): Promise<Removed> {
  const total: Removed = {};
  for (let i = 0; i < maxBatches; i++) {
    const [row] = await db.query<{ removed: Removed }>('select private.housekeeping($1) as removed', [batchSize]);
    const removed = row?.removed ?? {};
    for (const [kind, n] of Object.entries(removed)) total[kind] = (total[kind] ?? 0) + n;
    if (Object.values(removed).every((n) => n < batchSize)) break;
  }
  return total;
}

/** Starts the timer; the returned stop() waits for a run in progress. */
export function startHousekeeping(db: Database, options: HousekeepingOptions = {}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runHousekeeping(db, options.batchSize, options.maxBatches).catch((error: Error) =>
      options.log?.(`housekeeping failed: ${error.message}`),
    );
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
