// A registered writer's own entries, newest first; and what they wrote on this day in earlier months and years.
import { Hono } from 'hono';
import { asCaller } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { checkUserCookie, requireRegistered, requireUser } from '../identity.ts';
import { toEntry } from '../mapping.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/timeline. */
export function timelineRoutes({ db }: Deps) {
  return new Hono<ApiEnv>()
    .get('/', validate('query', schemas.timelineQuery), async (c) => {
      const claims = requireRegistered(c.get('claims'));
      const { userCookie, limit, offset } = c.req.valid('query');
      checkUserCookie(claims, userCookie);
      const rows = await asCaller(db, claims, (q) => q.query(`select * from public.timeline($1,$2)`, [limit, offset]));
      return c.json({ entries: rows.map(toEntry) });
    })
    .get('/on-this-day', validate('query', schemas.onThisDayQuery), async (c) => {
      const claims = requireUser(c.get('claims'));
      const { date, tz } = c.req.valid('query');
      // The writer's own calendar day when the client names it, else today in their time zone.
      const rows = await asCaller(db, claims, (q) =>
        q.query(`select * from public.on_this_day(coalesce($1::date, (now() at time zone $2)::date), $2)`, [
          date ?? null,
          tz,
        ]),
      );
      return c.json({ entries: rows.map(toEntry) });
    });
}
