// Moderation (issue 16): the review queue and its three actions, for moderators only — a verified
// token with app_metadata.role = 'moderator'. The database checks the same claim on every call
// (private.moderator); this answers 403 before anything is read. Moderators see what was shared
// (the redacted text, the prompt, the mood), never private entries, original words or the writer.
import { Hono } from 'hono';
import { asCaller, asWriter, type Claims } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { fail } from '../errors.ts';
import { requireUser } from '../identity.ts';
import { toCareMessage, toModerationAction, toQueueEntry } from '../mapping.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

export const isModerator = (claims: Claims | null): boolean =>
  (claims?.app_metadata as { role?: unknown } | undefined)?.role === 'moderator';

/** Mounted at /api/moderation. */
export function moderationRoutes({ db, feedCache }: Deps) {
  const moderator = (claims: Claims | null): Claims => {
    const user = requireUser(claims);
    if (!isModerator(user)) fail(403, 'Only moderators can do this');
    return user;
  };
  return (
    new Hono<ApiEnv>()
      .use('*', async (c, next) => {
        moderator(c.get('claims'));
        await next();
      })
      .get('/queue', async (c) => {
        const rows = await asWriter(db, c.get('claims'), (q) => q.query('select * from private.moderation_queue()'));
        return c.json({ entries: rows.map(toQueueEntry) });
      })
      .get('/care-messages', async (c) => {
        const rows = await asCaller(db, c.get('claims'), (q) =>
          q.query('select id, message from public.care_messages where retired_at is null order by id'),
        );
        return c.json({ careMessages: rows.map(toCareMessage) });
      })
      .get('/actions', async (c) => {
        const rows = await asCaller(db, c.get('claims'), (q) =>
          q.query(
            `select a.id, a.entry_id, a.action, a.reasons, a.created_at, c.message as care_message,
                  a.moderator_id = (select auth.uid()) as by_me
             from public.moderation_actions a
             left join public.care_messages c on c.id = a.care_message_id
            order by a.created_at desc, a.id desc
            limit 50`,
          ),
        );
        return c.json({ actions: rows.map(toModerationAction) });
      })
      .post('/entries/:id/care', validate('param', schemas.idParam), validate('json', schemas.care), async (c) => {
        await asWriter(db, c.get('claims'), (q) =>
          q.query('select private.send_care_message($1, $2)', [
            c.req.valid('param').id,
            c.req.valid('json').careMessageId,
          ]),
        );
        return c.json({ sent: true }, 201);
      })
      // Release and hide: the entry joins or leaves every public list, so the feed is read afresh.
      .post('/entries/:id/:action', validate('param', schemas.moderationParam), async (c) => {
        const { id, action } = c.req.valid('param');
        const fn = action === 'release' ? 'release_entry' : 'hide_entry';
        const [row] = await asWriter(db, c.get('claims'), (q) =>
          q.query<{ result: { entry_id: string; moderation_status: string } }>(`select private.${fn}($1) as result`, [
            id,
          ]),
        );
        feedCache.invalidateAll();
        return c.json({ entryId: row!.result.entry_id, moderationStatus: row!.result.moderation_status });
      })
  );
}
