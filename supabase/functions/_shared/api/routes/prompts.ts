// Today's prompt: a random one of Hearth's own, refetched by "Generate new prompt".
import { Hono } from 'hono';
import { asCaller } from '../../db.ts';
import type { Deps } from '../deps.ts';
import type { ApiEnv } from '../types.ts';

/** Mounted at /api/prompt. */
export function promptRoutes({ db }: Deps) {
  return new Hono<ApiEnv>().get('/', async (c) => {
    const [row] = await asCaller(db, c.get('claims'), (q) =>
      q.query<{ prompt: string }>('select public.random_prompt() as prompt'),
    );
    return c.json({ prompt: row!.prompt });
  });
}
