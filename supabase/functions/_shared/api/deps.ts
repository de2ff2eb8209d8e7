import type { Database } from '../db.ts';
import type { AuthServer } from './auth-server.ts';
import type { Reflection, ReflectInput } from './reflection-standin.ts';

export type ReflectFn = (input: ReflectInput) => Promise<Reflection>;

/** What the route groups need; built once per app in app.ts. */
export interface Deps {
  db: Database;
  reflect: ReflectFn;
  auth: AuthServer;
}
