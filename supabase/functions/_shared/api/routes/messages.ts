// A writer's inbox of supportive messages (row-level security keeps it theirs).
import { Hono } from 'hono';
import { asCaller, asWriter } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { fail } from '../errors.ts';
import { checkUserCookie, requireUser } from '../identity.ts';
import { toMessage } from '../mapping.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/supportive-messages. */
export function messageRoutes({ db }: Deps) {
  return new Hono<ApiEnv>()
    .get('/unread-count', validate('query', schemas.userCookieQuery), async (c) => {
      const claims = requireUser(c.get('claims'));
      checkUserCookie(claims, c.req.valid('query').userCookie);
      const [row] = await asCaller(db, claims, (q) =>
        q.query<{ count: number }>('select public.unread_count() as count'),
      );
      return c.json({ count: Number(row?.count ?? 0) });
    })
    .get('/', validate('query', schemas.userCookieQuery), async (c) => {
      const claims = requireUser(c.get('claims'));
      checkUserCookie(claims, c.req.valid('query').userCookie);
      const rows = await asCaller(db, claims, (q) => q.query('select * from public.my_messages()'));
      return c.json({ messages: rows.map(toMessage) });
    })
    .post('/:id/read', validate('param', schemas.idParam), async (c) => {
      const claims = requireUser(c.get('claims'));
      const [row] = await asWriter(db, claims, (q) =>
        q.query<{ ok: boolean }>('select private.mark_message_read($1) as ok', [c.req.valid('param').id]),
      );
      // Someone else's message and no message at all look the same from outside.
      if (row?.ok !== true) fail(404, 'Message not found');
      return c.json({ success: true });
    });
}
