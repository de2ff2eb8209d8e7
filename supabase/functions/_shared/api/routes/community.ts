// Community numbers and category lists: public reads that anyone (even without a session) may make.
import { Hono } from 'hono';
import { queryAsCaller } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { toCommunityStats } from '../mapping.ts';
import { publicEntries, publicJson } from '../public-reads.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

const CATEGORY_PAGE = 20;

/** Mounted at /api/community. */
export function communityRoutes(deps: Deps) {
  const { db, feedCache } = deps;
  return new Hono<ApiEnv>()
    .get('/stats', () =>
      publicJson(feedCache, 'stats', async () => {
        const [row] = await queryAsCaller<{ stats: Record<string, unknown> }>(
          db,
          null,
          'select public.community_stats() as stats',
        );
        return toCommunityStats(row!.stats);
      }),
    )
    .get('/category/:category', validate('param', schemas.categoryParam), (c) => {
      const { category } = c.req.valid('param');
      return publicEntries(c, deps, `category|${category}`, 'select * from public.category_entries($1,$2)', [
        category,
        CATEGORY_PAGE,
      ]);
    });
}
