// Public reads that anyone (even without a session) may make: stats, categories, prompts.
import { Hono } from 'hono';
import { asCaller } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { toCommunityStats, toEntry } from '../mapping.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

const CATEGORY_PAGE = 20;

export function communityRoutes({ db }: Deps) {
  return new Hono<ApiEnv>()
    .get('/community/stats', async (c) => {
      const [row] = await asCaller(db, c.get('claims'), (q) =>
        q.query<{ stats: Record<string, unknown> }>('select public.community_stats() as stats'),
      );
      return c.json(toCommunityStats(row!.stats));
    })
    .get('/community/category/:category', validate('param', schemas.categoryParam), async (c) => {
      const rows = await asCaller(db, c.get('claims'), (q) =>
        q.query('select * from public.category_entries($1,$2)', [c.req.valid('param').category, CATEGORY_PAGE]),
      );
      return c.json({ entries: rows.map(toEntry) });
    })
    .get('/prompt', async (c) => {
      const [row] = await asCaller(db, c.get('claims'), (q) => q.query<{ prompt: string }>('select public.random_prompt() as prompt'));
      return c.json({ prompt: row!.prompt });
    });
}
