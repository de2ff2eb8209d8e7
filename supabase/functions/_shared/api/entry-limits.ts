// Cost before work (issue 14): an entry over the caller's limits is refused before anything is paid
// for — the reflection (an AI provider call when one is configured) and the safety checks run only
// for entries the database will take. One caller's entries are taken one at a time on this instance,
// so two requests at the last free slot cannot both be paid for.
import { createMiddleware } from 'hono/factory';
import { asWriter, type Database } from '../db.ts';
import { requireUser } from './identity.ts';
import type { ApiEnv } from './types.ts';

/** Middleware for POST /api/entries, after the body is validated and before the route's work. */
export function entryLimitsFirst(db: Database) {
  const turns = new Map<string, Promise<void>>();
  return createMiddleware<ApiEnv>(async (c, next) => {
    const claims = requireUser(c.get('claims'));
    // The validator before this has parsed the body already; Hono keeps it.
    const body = (await c.req.json().catch(() => ({}))) as { visibility?: unknown };
    const visibility = body.visibility === 'public' ? 'public' : 'private';
    const previous = turns.get(claims.sub) ?? Promise.resolve();
    let done!: () => void;
    const mine = previous.then(() => new Promise<void>((resolve) => (done = resolve)));
    turns.set(claims.sub, mine);
    await previous;
    try {
      // HR429 with its Retry-After when the window is full (errors.ts answers it).
      await asWriter(db, claims, (q) => q.query('select private.check_entry_limits($1)', [visibility]));
      await next();
    } finally {
      done();
      if (turns.get(claims.sub) === mine) turns.delete(claims.sub);
    }
  });
}
