// The community feed: a public page shared by everyone, plus the caller's own part of it.
import { Hono } from 'hono';
import { asCaller, type Claims } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { personalise, type Personal } from '../feed-cache.ts';
import { loadPersonal } from '../personal.ts';
import { toEntry } from '../mapping.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/feed. */
export function feedRoutes({ db, feedCache }: Deps) {
  /** The caller's reaction and own words on the entries of one page, read as the caller (RLS). */
  const personalPart =
    (claims: Claims) =>
    (ids: string[]): Promise<Personal> =>
      asCaller(db, claims, (q) => loadPersonal(q, ids));

  return new Hono<ApiEnv>().get('/', validate('query', schemas.feedQuery), async (c) => {
    const { mood, limit, offset } = c.req.valid('query');
    const claims = c.get('claims');
    // The public part is the same for everyone: read as anon, so RLS decides what is public.
    const key = `${mood ?? ''}|${limit}|${offset}`;
    const page = await feedCache.page(key, async () => {
      const rows = await asCaller(db, null, (q) =>
        q.query(`select * from public.feed($1,$2,$3)`, [mood, limit, offset]),
      );
      return rows.map(toEntry);
    });
    const personal = claims ? await feedCache.personal(claims.sub, key, page, personalPart(claims)) : undefined;
    if (!personal || personal.size === 0) {
      return c.body(page.json, 200, { 'Content-Type': 'application/json' });
    }
    return c.json({ entries: personalise(page.entries, personal) });
  });
}
