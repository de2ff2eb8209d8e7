// A registered writer's own entries, newest first.
import { Hono } from 'hono';
import { asCaller } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { checkUserCookie, requireRegistered } from '../identity.ts';
import { toEntry } from '../mapping.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/timeline. */
export function timelineRoutes({ db }: Deps) {
  return new Hono<ApiEnv>().get('/', validate('query', schemas.timelineQuery), async (c) => {
    const claims = requireRegistered(c.get('claims'));
    const { userCookie, limit, offset } = c.req.valid('query');
    checkUserCookie(claims, userCookie);
    const rows = await asCaller(db, claims, (q) => q.query(`select * from public.timeline($1,$2)`, [limit, offset]));
    return c.json({ entries: rows.map(toEntry) });
  });
}
