// Cost before work (issue 14): an entry over the caller's limits is refused before anything is paid
// for — the reflection (an AI provider call when one is configured) and the safety checks run only
// for entries the database will take. One caller's entries are taken one at a time on this instance,
// so two requests at the last free slot cannot both be paid for.
import { createMiddleware } from 'hono/factory';
import { requireUser } from './identity.ts';
import type { ApiEnv } from './types.ts';

/** A limit check to ask first, in the same statement as what the route reads next (ai-choice.ts). */
export interface LimitCheck {
  /** An SQL expression that raises HR429 (with its Retry-After) when the caller may not go on. */
  sql: string;
  params: unknown[];
}

/** The limits of a new entry of this visibility (create_entry's, asked without recording anything). */
export const entryLimits = (visibility: 'public' | 'private'): LimitCheck => ({
  sql: 'private.check_entry_limits($1)',
  params: [visibility],
});

/** The limits of an edit (update_entry's). */
export const editLimits: LimitCheck = { sql: 'private.check_edit_limits()', params: [] };

/**
 * Middleware for POST /api/entries, after the body is validated: the route (which asks entryLimits
 * before its work) runs for one of the caller's entries at a time.
 */
export function oneEntryAtATime() {
  const turns = new Map<string, Promise<void>>();
  return createMiddleware<ApiEnv>(async (c, next) => {
    const claims = requireUser(c.get('claims'));
    const previous = turns.get(claims.sub) ?? Promise.resolve();
    let done!: () => void;
    const mine = previous.then(() => new Promise<void>((resolve) => (done = resolve)));
    turns.set(claims.sub, mine);
    await previous;
    try {
      await next();
    } finally {
      done();
      if (turns.get(claims.sub) === mine) turns.delete(claims.sub);
    }
  });
}
