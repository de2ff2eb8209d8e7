// The Growth screen: aggregates from growth() plus a written summary of the writer's latest entries.
import { Hono } from 'hono';
import { asCaller } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { checkUserCookie, requireUser } from '../identity.ts';
import { toGrowth } from '../mapping.ts';
import { summarize } from '../../reflection/index.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** How many of the latest entries the summary is written from. */
const SUMMARY_ENTRIES = 20;

/** Mounted at /api/growth. */
export function growthRoutes({ db }: Deps) {
  return new Hono<ApiEnv>().get('/', validate('query', schemas.userCookieQuery), async (c) => {
    const claims = requireUser(c.get('claims'));
    checkUserCookie(claims, c.req.valid('query').userCookie);
    const { growth, latest } = await asCaller(db, claims, async (q) => {
      const [row] = await q.query<{ growth: Record<string, unknown> }>('select public.growth() as growth');
      const latest = await q.query('select journal_text, mood, category, created_at from public.timeline($1, 0)', [
        SUMMARY_ENTRIES,
      ]);
      return { growth: row!.growth, latest };
    });
    const summary = summarize(
      latest.map((r) => ({
        text: String(r.journal_text),
        mood: String(r.mood),
        category: (r.category as string | null) ?? undefined,
        createdAt: new Date(r.created_at as string | Date).toISOString(),
      })),
    );
    return c.json(toGrowth(growth, summary, latest.length));
  });
}
