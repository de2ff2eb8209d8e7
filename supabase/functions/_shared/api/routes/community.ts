// Community numbers and category lists: public reads that anyone (even without a session) may make.
import { Hono } from 'hono';
import { asCaller } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { toCommunityStats } from '../mapping.ts';
import { listAsCaller } from '../personal.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

const CATEGORY_PAGE = 20;

/** Mounted at /api/community. */
export function communityRoutes({ db }: Deps) {
  return new Hono<ApiEnv>()
    .get('/stats', async (c) => {
      const [row] = await asCaller(db, c.get('claims'), (q) =>
        q.query<{ stats: Record<string, unknown> }>('select public.community_stats() as stats'),
      );
      return c.json(toCommunityStats(row!.stats));
    })
    .get('/category/:category', validate('param', schemas.categoryParam), async (c) => {
      const entries = await listAsCaller(db, c.get('claims') ?? null, 'select * from public.category_entries($1,$2)', [
        c.req.valid('param').category,
        CATEGORY_PAGE,
      ]);
      return c.json({ entries });
    });
}
