// Sign-out ends access at once (issue 14): an access token counts only while the session its
// `session_id` names is still in auth.sessions. The API reads that table through its privileged
// connection (SUPABASE_DB_URL on Supabase — the same store GoTrue writes — or the local database), and
// remembers each answer briefly, so a busy client costs one lookup per TTL, not one per request.
import type { Claims, Database } from '../db.ts';
import { LruMap } from '../lru.ts';

export interface SessionStore {
  /** True while the caller's session exists (and has not passed its `not_after`). */
  isLive(claims: Claims): Promise<boolean>;
  /**
   * What this instance knows without asking: true (seen live within the TTL), false (ended, or no
   * session id), or undefined (a lookup is needed: isLive, or the database within a write, deferred()).
   */
  known(claims: Claims): boolean | undefined;
  /**
   * A check made by the database in the caller's first statement instead of a lookup of its own
   * (private.check_session(), which raises HR401 for an ended session): what it answered is remembered.
   */
  deferred(claims: Claims): DeferredSessionCheck;
  /** Sessions this instance saw end (a sign-out through it): refused from now on, without a lookup. */
  end(sessionIds: Iterable<string>): void;
}

/** A session check a route makes inside its first statement (see SessionStore.deferred). */
export interface DeferredSessionCheck {
  /** The statement's FROM item: evaluated before its select list, so an ended session is refused first. */
  readonly from: 'private.check_session()';
  /** The statement succeeded: the session was live when it ran. */
  live(): void;
  /** The statement raised HR401: the session has ended. */
  ended(): void;
}

/** The SQLSTATE private.check_session() raises for an ended session. */
export const SESSION_ENDED_STATE = 'HR401';

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
    // A sign-out seen while the lookup was on its way wins: an ended session never comes back.
    if (known.get(id) !== 'ended') known.set(id, row?.live ? now() : 'ended');
    return row?.live === true && known.get(id) !== 'ended';
  }

  /** One lookup per session at a time, shared by the calls that need its answer. */
  function lookUpOnce(id: string, userId: string): Promise<boolean> {
    let lookup = pending.get(id);
    if (!lookup) {
      lookup = lookUp(id, userId).finally(() => pending.delete(id));
      pending.set(id, lookup);
    }
    return lookup;
  }

  function knownState(claims: Claims): boolean | undefined {
    const id = claims.session_id;
    if (typeof id !== 'string' || !UUID.test(id)) return false;
    const state = known.get(id);
    if (state === 'ended') return false;
    if (state !== undefined && now() - state < ttlMs) return true;
    return undefined;
  }

  return {
    known: knownState,
    deferred(claims) {
      const id = claims.session_id as string;
      return {
        from: 'private.check_session()',
        live: () => {
          // A sign-out seen meanwhile wins: an ended session never comes back.
          if (known.get(id) !== 'ended') known.set(id, now());
        },
        ended: () => known.set(id, 'ended'),
      };
    },
    async isLive(claims) {
      const state = knownState(claims);
      if (state === false) return false;
      const id = claims.session_id as string;
      if (state === true) {
        // Past half its TTL, a busy client's answer is renewed in the background while the one still
        // trusted serves: its requests do not all wait for the lookup when the TTL runs out. A failed
        // renewal changes nothing; the lookup is made again, awaited, once the TTL has passed.
        const seen = known.get(id);
        if (typeof seen === 'number' && now() - seen >= ttlMs / 2 && !pending.has(id)) {
          lookUpOnce(id, claims.sub).catch(() => {});
        }
        return true;
      }
      return lookUpOnce(id, claims.sub);
    },
    end(sessionIds) {
      for (const id of sessionIds) known.set(id, 'ended');
    },
  };
}
