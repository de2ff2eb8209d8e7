// Sign-out ends access at once (issue 14): an access token counts only while the session its
// `session_id` names is still in auth.sessions. The API reads that table through its privileged
// connection (SUPABASE_DB_URL on Supabase — the same store GoTrue writes — or the local database), and
// remembers each answer briefly, so a busy client costs one lookup per TTL, not one per request.
import type { Claims, Database } from '../db.ts';
import { LruMap } from '../lru.ts';

export interface SessionStore {
  /** True while the caller's session exists (and has not passed its `not_after`). */
  isLive(claims: Claims): Promise<boolean>;
  /** Sessions this instance saw end (a sign-out through it): refused from now on, without a lookup. */
  end(sessionIds: Iterable<string>): void;
}

/** How long a "still live" answer is trusted: a sign-out through another instance shows within this. */
export const SESSION_CACHE_TTL_MS = 2_000;
const SIZE = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function sessionStore(db: Database, options: { ttlMs?: number; now?: () => number } = {}): SessionStore {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  /** session id → when it was last seen live, or `ended` (an ended session never comes back). */
  const known = new LruMap<string, number | 'ended'>(SIZE);
  const pending = new Map<string, Promise<boolean>>();

  async function lookUp(id: string, userId: string): Promise<boolean> {
    const [row] = await db.query<{ live: boolean }>(
      `select exists (select 1 from auth.sessions where id = $1::uuid and user_id = $2::uuid
                        and (not_after is null or not_after > now())) as live`,
      [id, userId],
    );
    known.set(id, row?.live ? now() : 'ended');
    return row?.live === true;
  }

  return {
    async isLive(claims) {
      const id = claims.session_id;
      if (typeof id !== 'string' || !UUID.test(id)) return false;
      const state = known.get(id);
      if (state === 'ended') return false;
      if (state !== undefined && now() - state < ttlMs) return true;
      let lookup = pending.get(id);
      if (!lookup) {
        lookup = lookUp(id, claims.sub).finally(() => pending.delete(id));
        pending.set(id, lookup);
      }
      return lookup;
    },
    end(sessionIds) {
      for (const id of sessionIds) known.set(id, 'ended');
    },
  };
}
