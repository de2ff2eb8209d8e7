// Where each part of the stack answers: Supabase's paths for Auth and the `api` function, and the SPA
// for everything else.
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { asCaller, type Database } from '../../supabase/functions/_shared/db.ts';
import type { AuthStack } from '../auth/app.ts';
import { spaHandler } from '../spa.ts';

export interface Mounted {
  database: Database;
  auth: AuthStack;
  api: { fetch(request: Request): Response | Promise<Response> };
  distDir: string;
  /** What /config.json tells the SPA: the configured public URL and the publishable key. */
  config: { supabaseUrl: string; supabaseKey: string };
}

export function mountRoutes(root: Hono<{ Bindings: HttpBindings }>, parts: Mounted): void {
  const { api } = parts;
  root.get('/healthz', (c) => c.json({ ok: true }));
  root.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(parts.config);
  });
  root.route('/auth/v1', parts.auth.app);
  root.all('/api/*', (c) => api.fetch(c.req.raw));
  root.all('/functions/v1/api/*', (c) => {
    // Supabase hands the `api` function its path from /api on; do the same.
    const target = new URL(c.req.url);
    target.pathname = target.pathname.replace(/^\/functions\/v1/, '');
    return api.fetch(new Request(target, c.req.raw));
  });
  root.all('/functions/v1/*', (c) => c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404));
  root.all('/rest/v1/*', (c) => c.json({ message: 'The local stack has no PostgREST; use /api' }, 404));
  root.all('/realtime/v1/*', (c) => c.text('Upgrade Required', 426));
  root.all(
    '*',
    spaHandler(parts.distDir, {
      slots: {
        // /prompt opens with a prompt from the database, painted with the page.
        prompt: async () => {
          const rows = await asCaller(parts.database, null, (q) =>
            q.query<{ prompt: string }>('select public.random_prompt() as prompt'),
          );
          return rows[0]!.prompt;
        },
      },
    }),
  );
}
