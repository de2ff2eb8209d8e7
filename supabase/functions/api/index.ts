// Edge entry of the `api` function: Supabase routes /functions/v1/api/* here as /api/*.
import { createApiApp } from '../_shared/api/app.ts';
import { postgresDatabase } from '../_shared/db-postgres.ts';
import { reflect, reflectionConfigFromEnv } from '../_shared/reflection/index.ts';

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

// One small pool per edge instance; Supabase's pooler multiplexes the instances.
const db = postgresDatabase(env('SUPABASE_DB_URL'), { max: 3 });

const provider = reflectionConfigFromEnv(Deno.env.toObject());

// How long this instance may serve a feed page from memory (docs/contracts.md); unset = 2 s.
const feedCacheTtl = Deno.env.get('FEED_CACHE_TTL_MS');

const app = createApiApp({
  db,
  supabaseUrl: env('SUPABASE_URL'),
  supabaseKey: Deno.env.get('SUPABASE_ANON_KEY'),
  reflect: (input) => reflect(input, { provider }),
  providerModel: provider?.model ?? null,
  allowedOrigins: (Deno.env.get('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  feedCacheTtlMs: feedCacheTtl ? Number(feedCacheTtl) : undefined,
});

Deno.serve(app.fetch);
