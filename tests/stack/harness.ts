// Starts the real local stack (startStack) on a free port with a throw-away DATA_DIR, over PGlite or
// over a fresh database on TEST_DATABASE_URL, and hands out unmodified supabase-js clients for it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LOCAL_PUBLISHABLE_KEY, startStack, type Stack, type StackOptions } from '../../local/main.ts';
import { postgresDatabase } from '../../supabase/functions/_shared/db-postgres.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server to make databases on. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestStack {
  stack: Stack;
  dataDir: string;
  client(): SupabaseClient;
  close(): Promise<void>;
}

let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A fresh, uniquely named database on TEST_DATABASE_URL; `drop` removes it. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = unique('hearth_stack_').toLowerCase();
  const admin = postgresDatabase(base, { max: 1 });
  await admin.exec(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

export async function startTestStack(
  backend: Backend,
  options: Omit<StackOptions, 'dataDir' | 'databaseUrl'> = {},
): Promise<TestStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-stack-'));
  const postgres = backend === 'postgres' ? await freshPostgres() : undefined;
  const stack = await startStack({ port: 0, log: () => {}, ...options, dataDir, databaseUrl: postgres?.url });
  const clients: SupabaseClient[] = [];
  return {
    stack,
    dataDir,
    client() {
      const client = createClient(stack.url, LOCAL_PUBLISHABLE_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        // Node 20 has no global WebSocket; the browser build uses the native one.
        realtime: { transport: WebSocket as never },
      });
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((client) => client.removeAllChannels()));
      await stack.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
