// The community feed: a public page shared by everyone, plus the caller's own part of it.
import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { publicEntries } from '../public-reads.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/feed. */
export function feedRoutes(deps: Deps) {
  return new Hono<ApiEnv>().get('/', validate('query', schemas.feedQuery), (c) => {
    const { mood, limit, offset } = c.req.valid('query');
    return publicEntries(c, deps, `feed|${mood ?? ''}|${limit}|${offset}`, 'select * from public.feed($1,$2,$3)', [
      mood,
      limit,
      offset,
    ]);
  });
}
