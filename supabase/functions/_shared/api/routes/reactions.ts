// Reactions (support, love, strength): one per person per entry, switched or removed by clicking.
import { Hono } from 'hono';
import { asCaller, asWriter } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { checkUserCookie, requireUser } from '../identity.ts';
import { toReactionCounts, type ReactionType } from '../mapping.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/entries. */
export function reactionRoutes({ db }: Deps) {
  return new Hono<ApiEnv>()
    .get('/:id/reactions/:userCookie', validate('param', schemas.reactionsParam), async (c) => {
      const claims = requireUser(c.get('claims'));
      const { id, userCookie } = c.req.valid('param');
      checkUserCookie(claims, userCookie);
      const [row] = await asCaller(db, claims, (q) =>
        q.query<{ reactions: ReactionType[] | null }>('select public.my_reactions($1) as reactions', [id]),
      );
      return c.json({ reactions: row?.reactions ?? [] });
    })
    .post('/:id/reactions', validate('param', schemas.idParam), validate('json', schemas.reaction), async (c) => {
      const claims = requireUser(c.get('claims'));
      const { reactionType, userCookie } = c.req.valid('json');
      checkUserCookie(claims, userCookie);
      const [row] = await asWriter(db, claims, (q) =>
        q.query<{ result: Record<string, unknown> }>('select private.set_reaction($1,$2) as result', [
          c.req.valid('param').id,
          reactionType,
        ]),
      );
      // The counts on everyone's pages and this caller's myReaction.
      return c.json(toReactionCounts(row!.result));
    })
    .delete('/:id/reactions', validate('param', schemas.idParam), validate('json', schemas.reaction), async (c) => {
      const claims = requireUser(c.get('claims'));
      const { reactionType, userCookie } = c.req.valid('json');
      checkUserCookie(claims, userCookie);
      const [row] = await asWriter(db, claims, (q) =>
        q.query<{ result: Record<string, unknown> }>('select private.remove_reaction($1,$2) as result', [
          c.req.valid('param').id,
          reactionType,
        ]),
      );
      return c.json(toReactionCounts(row!.result));
    });
}
