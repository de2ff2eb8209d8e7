// Reporting a public entry; enough reports hold it back from every public list.
import { Hono } from 'hono';
import { asWriter } from '../../db.ts';
import type { Deps } from '../deps.ts';
import { checkUserCookie, requireUser } from '../identity.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/entries. */
export function reportRoutes({ db }: Deps) {
  return new Hono<ApiEnv>().post(
    '/:id/report',
    validate('param', schemas.idParam),
    validate('json', schemas.report),
    async (c) => {
      const claims = requireUser(c.get('claims'));
      const { reason, userCookie } = c.req.valid('json');
      checkUserCookie(claims, userCookie);
      await asWriter(db, claims, (q) =>
        q.query('select private.report_entry($1,$2)', [c.req.valid('param').id, reason]),
      );
      // Whether the entry is now held is moderation state, not the reporter's business.
      return c.json({ reported: true }, 201);
    },
  );
}
