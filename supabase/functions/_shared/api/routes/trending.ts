// The most supported public entries of the last seven days.
import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { publicEntries } from '../public-reads.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/trending. */
export function trendingRoutes(deps: Deps) {
  return new Hono<ApiEnv>().get('/', validate('query', schemas.trendingQuery), (c) => {
    const { limit } = c.req.valid('query');
    return publicEntries(c, deps, `trending|${limit}`, 'select * from public.trending($1)', [limit]);
  });
}
