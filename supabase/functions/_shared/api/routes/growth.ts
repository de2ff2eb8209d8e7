// The Growth screen: aggregates from growth() plus a written summary of the writer's latest entries.
import { Hono } from 'hono';
import { asCaller } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { checkUserCookie, requireUser } from '../identity.ts';
import { toGrowth, toMoodCalendarDay } from '../mapping.ts';
import { summarize } from '../../reflection/index.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** How many of the latest entries the summary is written from. */
const SUMMARY_ENTRIES = 20;
/** The mood calendar's span: the SPA shows 12 weeks from a Sunday, so 13 weeks covers it. */
export const MOOD_CALENDAR_DAYS = 91;

/** Mounted at /api/growth. */
export function growthRoutes({ db }: Deps) {
  return new Hono<ApiEnv>().get('/', validate('query', schemas.growthQuery), async (c) => {
    const claims = requireUser(c.get('claims'));
    const { userCookie, timeZone } = c.req.valid('query');
    checkUserCookie(claims, userCookie);
    const { growth, latest, calendar } = await asCaller(db, claims, async (q) => {
      const [row] = await q.query<{ growth: Record<string, unknown> }>('select public.growth() as growth');
      const latest = await q.query('select journal_text, mood, category, created_at from public.timeline($1, 0)', [
        SUMMARY_ENTRIES,
      ]);
      const calendar = await q.query(
        `select to_char(day, 'YYYY-MM-DD') as day, mood, entries, latest_at from public.mood_calendar($1, $2)`,
        [MOOD_CALENDAR_DAYS, timeZone],
      );
      return { growth: row!.growth, latest, calendar };
    });
    const summary = summarize(
      latest.map((r) => ({
        text: String(r.journal_text),
        mood: String(r.mood),
        category: (r.category as string | null) ?? undefined,
        createdAt: new Date(r.created_at as string | Date).toISOString(),
      })),
    );
    return c.json({ ...toGrowth(growth, summary, latest.length), moodCalendar: calendar.map(toMoodCalendarDay) });
  });
}
