// Supportive responses: the catalogue offered for an entry, and sending one to its writer's inbox.
import { Hono } from 'hono';
import { asCaller, asWriter } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { checkUserCookie, requireUser } from '../identity.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api: the spec names one path under /supportive-responses and one under /entries. */
export function supportiveResponseRoutes({ db }: Deps) {
  return new Hono<ApiEnv>()
    .get('/supportive-responses/:entryId', validate('param', schemas.entryIdParam), async (c) => {
      const [row] = await asCaller(db, c.get('claims'), (q) =>
        q.query<{ options: string[] | null }>('select public.supportive_response_options($1) as options', [
          c.req.valid('param').entryId,
        ]),
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
        await asWriter(db, claims, (q) =>
          q.query('select private.send_supportive_response($1,$2)', [c.req.valid('param').id, response]),
        );
        // The message id belongs to the recipient's inbox; the sender only learns that it was sent.
        return c.json({ sent: true }, 201);
      },
    );
}
