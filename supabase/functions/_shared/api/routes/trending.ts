// The most supported public entries of the last seven days.
import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { listAsCaller } from '../personal.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/trending. */
export function trendingRoutes({ db }: Deps) {
  return new Hono<ApiEnv>().get('/', validate('query', schemas.trendingQuery), async (c) => {
    const { limit } = c.req.valid('query');
    const entries = await listAsCaller(db, c.get('claims') ?? null, `select * from public.trending($1)`, [limit]);
    return c.json({ entries });
  });
}
