import type { Database } from '../db.ts';
import type { AuthServer } from './auth-server.ts';
import type { FeedCache } from './feed-cache.ts';
import type { ReflectInput, ReflectResult } from '../reflection/index.ts';

/** reflect() of the reflection seam with its provider settings already applied. */
export type ReflectFn = (input: ReflectInput) => Promise<ReflectResult>;

/** What the route groups need; built once per app in app.ts. */
export interface Deps {
  db: Database;
  reflect: ReflectFn;
  auth: AuthServer;
  /** Public feed pages and each caller's part of them; writes that change the feed invalidate it. */
  feedCache: FeedCache;
  /** The caller's network address, for limits counted per address (login attempts). */
  clientAddress: (request: Request) => string | null;
  /** The configured AI provider's model name (reflectionBy), or null when the built-in engine answers. */
  providerModel: string | null;
  /** Refuses these sessions (and this token) at once: the account behind them is gone. */
  endSessions: (sessionIds: string[], token?: string | null) => void;
}
