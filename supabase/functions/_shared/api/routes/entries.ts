// Entries and what people do to them: write, read (feed, timeline, trending), react, respond, report.
import { Hono } from 'hono';
import { asCaller, type Claims } from '../../db.ts';
import { CRISIS_RESOURCES } from '../crisis.ts';
import type { Deps } from '../deps.ts';
import { checkUserCookie, requireRegistered, requireUser } from '../identity.ts';
import { personalise, type Personal } from '../feed-cache.ts';
import { toEntry, toReactionCounts } from '../mapping.ts';
import { redactForSharing } from '../../reflection/index.ts';
import { safeReflect } from '../reflecting.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

export function entryRoutes({ db, reflect, feedCache }: Deps) {
  /** The caller's reaction and own words on the entries of one page, read as the caller (RLS). */
  const loadPersonal = (claims: Claims) => async (ids: string[]): Promise<Personal> => {
    const rows = await asCaller(db, claims, (q) =>
      q.query<{ id: string; my_reaction: string | null; journal_text: string | null }>(
        'select id, my_reaction, journal_text from public.feed_personal($1::uuid[])',
        [`{${ids.join(',')}}`],
      ),
    );
    return new Map(rows.map((r) => [String(r.id), { myReaction: r.my_reaction ?? null, journalText: r.journal_text ?? null }]));
  };

  return new Hono<ApiEnv>()
    .post('/entries', validate('json', schemas.newEntry), async (c) => {
      const claims = requireUser(c.get('claims'));
      const input = c.req.valid('json');
      checkUserCookie(claims, input.userCookie);
      const result = await safeReflect(reflect, { text: input.journalText, mood: input.moodTag, prompt: input.promptUsed });
      const [row] = await asCaller(db, claims, (q) =>
        q.query(`select * from public.create_entry($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`, [
          input.moodTag,
          input.promptUsed,
          input.journalText,
          input.visibility,
          result.reflection,
          result.category,
          result.intensity,
          result.tags,
          result.safety.level,
          // Only shared entries get a shareable copy; a private entry's words are stored once.
          input.visibility === 'public' ? redactForSharing(input.journalText) : null,
        ]),
      );
      // A private entry never shows in the feed; a public one (unless held) is on page one at once.
      if (input.visibility === 'public') feedCache.changedBy(claims.sub);
      const entry = {
        ...toEntry(row!),
        safety: { level: result.safety.level },
        ...(result.safety.level === 'crisis' ? { crisisResources: CRISIS_RESOURCES } : {}),
      };
      return c.json({ entry }, 201);
    })
    .get('/feed', validate('query', schemas.feedQuery), async (c) => {
      const { mood, limit, offset } = c.req.valid('query');
      const claims = c.get('claims');
      // The public part is the same for everyone: read as anon, so RLS decides what is public.
      const key = `${mood ?? ''}|${limit}|${offset}`;
      const page = await feedCache.page(key, async () => {
        const rows = await asCaller(db, null, (q) => q.query(`select * from public.feed($1,$2,$3)`, [mood, limit, offset]));
        return rows.map(toEntry);
      });
      const personal = claims ? await feedCache.personal(claims.sub, key, page, loadPersonal(claims)) : undefined;
      if (!personal || personal.size === 0) {
        return c.body(page.json, 200, { 'Content-Type': 'application/json' });
      }
      return c.json({ entries: personalise(page, personal) });
    })
    .get('/timeline', validate('query', schemas.timelineQuery), async (c) => {
      const claims = requireRegistered(c.get('claims'));
      const { userCookie, limit, offset } = c.req.valid('query');
      checkUserCookie(claims, userCookie);
      const rows = await asCaller(db, claims, (q) => q.query(`select * from public.timeline($1,$2)`, [limit, offset]));
      return c.json({ entries: rows.map(toEntry) });
    })
    .get('/trending', validate('query', schemas.trendingQuery), async (c) => {
      const { limit } = c.req.valid('query');
      const rows = await asCaller(db, c.get('claims'), (q) => q.query(`select * from public.trending($1)`, [limit]));
      return c.json({ entries: rows.map(toEntry) });
    })
    .get('/entries/:id/reactions/:userCookie', validate('param', schemas.reactionsParam), async (c) => {
      const claims = requireUser(c.get('claims'));
      const { id, userCookie } = c.req.valid('param');
      checkUserCookie(claims, userCookie);
      const [row] = await asCaller(db, claims, (q) =>
        q.query<{ reactions: string[] | null }>('select public.my_reactions($1) as reactions', [id]),
      );
      return c.json({ reactions: row?.reactions ?? [] });
    })
    .post('/entries/:id/reactions', validate('param', schemas.idParam), validate('json', schemas.reaction), async (c) => {
      const claims = requireUser(c.get('claims'));
      const { reactionType, userCookie } = c.req.valid('json');
      checkUserCookie(claims, userCookie);
      const [row] = await asCaller(db, claims, (q) =>
        q.query<{ result: Record<string, unknown> }>('select public.set_reaction($1,$2) as result', [c.req.valid('param').id, reactionType]),
      );
      // The counts on everyone's pages and this caller's myReaction.
      feedCache.changedBy(claims.sub);
      return c.json(toReactionCounts(row!.result));
    })
    .delete('/entries/:id/reactions', validate('param', schemas.idParam), validate('json', schemas.reaction), async (c) => {
      const claims = requireUser(c.get('claims'));
      const { reactionType, userCookie } = c.req.valid('json');
      checkUserCookie(claims, userCookie);
      const [row] = await asCaller(db, claims, (q) =>
        q.query<{ result: Record<string, unknown> }>('select public.remove_reaction($1,$2) as result', [c.req.valid('param').id, reactionType]),
      );
      feedCache.changedBy(claims.sub);
      return c.json(toReactionCounts(row!.result));
    })
    .get('/supportive-responses/:entryId', validate('param', schemas.entryIdParam), async (c) => {
      const [row] = await asCaller(db, c.get('claims'), (q) =>
        q.query<{ options: string[] | null }>('select public.supportive_response_options($1) as options', [c.req.valid('param').entryId]),
      );
      return c.json(row?.options ?? []);
    })
    .post(
      '/entries/:id/supportive-response',
      validate('param', schemas.idParam),
      validate('json', schemas.supportiveResponse),
      async (c) => {
        const claims = requireUser(c.get('claims'));
        const { response, userCookie } = c.req.valid('json');
        checkUserCookie(claims, userCookie);
        await asCaller(db, claims, (q) =>
          q.query('select public.send_supportive_response($1,$2)', [c.req.valid('param').id, response]),
        );
        // The message id belongs to the recipient's inbox; the sender only learns that it was sent.
        return c.json({ sent: true }, 201);
      },
    )
    .post('/entries/:id/report', validate('param', schemas.idParam), validate('json', schemas.report), async (c) => {
      const claims = requireUser(c.get('claims'));
      const { reason, userCookie } = c.req.valid('json');
      checkUserCookie(claims, userCookie);
      await asCaller(db, claims, (q) => q.query('select public.report_entry($1,$2)', [c.req.valid('param').id, reason]));
      // Enough reports hold the entry: it leaves every feed page at once.
      feedCache.invalidateAll();
      // Whether the entry is now held is moderation state, not the reporter's business.
      return c.json({ reported: true }, 201);
    });
}
