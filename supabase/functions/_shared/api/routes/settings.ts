// The caller's choices about their words (issue 17 item 4): who writes their reflections.
import { Hono } from 'hono';
import { asWriter } from '../../db.ts';
import { aiReflectionsOf, type AiReflections } from '../ai-choice.ts';
import type { Deps } from '../deps.ts';
import { requireUser } from '../identity.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/settings. */
export function settingsRoutes({ db, providerModel }: Deps) {
  // providerModel tells the settings screen what `provider` means here (null: none is configured).
  const answer = (aiReflections: AiReflections) => ({ aiReflections, providerModel });
  return new Hono<ApiEnv>()
    .get('/', async (c) => {
      const claims = requireUser(c.get('claims'));
      return c.json(answer(await aiReflectionsOf(db, claims, providerModel)));
    })
    .put('/', validate('json', schemas.settings), async (c) => {
      const claims = requireUser(c.get('claims'));
      const { aiReflections } = c.req.valid('json');
      await asWriter(db, claims, (q) => q.query('select private.save_settings($1)', [aiReflections]));
      return c.json(answer(aiReflections));
    });
}
