// The channel events realtime-js sends on a private broadcast channel: join, access_token, leave.
// Joining is authorized as on Supabase (the RLS policies on realtime.messages decide), but decided
// once per token and topic: a client that rejoins (or a flood of them) does not queue a database
// transaction per frame behind everyone else's.
import type { WebSocket } from 'ws';
import { DatabaseUnavailableError, type Claims, type Database } from '../../supabase/functions/_shared/db.ts';
import type { SessionStore } from '../../supabase/functions/_shared/api/sessions.ts';
import { LruMap } from '../../supabase/functions/_shared/lru.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import { joinPayload, reply, tokenPayload, type Frame } from './codec.ts';
import type { FanOut } from './fan-out.ts';

export interface ChannelLimits {
  /** Channels one socket may hold (Hearth's app uses one: the inbox). */
  channelsPerSocket: number;
  /** Joins per address per 10 s, over all its sockets. */
  joinsPerAddressPer10s: number;
}

export interface ChannelOptions {
  db: Database;
  verifyAccessToken(token: string): Promise<Claims>;
  sessions: SessionStore;
  fanOut: FanOut;
  limits: ChannelLimits;
}

const inboxTopic = (userId: string) => `realtime:inbox:${userId}`;
const MODERATION_TOPIC = 'realtime:moderation';
const DECISIONS = 10_000;

interface ChannelState extends ChannelOptions {
  joinLimiter: RateLimiter;
  /** `token \0 topic` → whether the policies let it join; kept until the token expires. */
  decisions: LruMap<string, { allowed: Promise<boolean>; exp: number }>;
}

async function verify(state: ChannelState, token: string | undefined): Promise<Claims | string> {
  if (!token) return 'You must provide an access token to join a private channel';
  try {
    const claims = await state.verifyAccessToken(token);
    if (!(await state.sessions.isLive(claims))) return 'Invalid JWT: the session has ended';
    return claims;
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    return 'Invalid JWT: the access token could not be verified';
  }
}

/**
 * Supabase Realtime's join check: may this user read a broadcast on `subtopic`? A probe message is
 * written, then read back as the user with `realtime.topic()` set, so the RLS policies on
 * realtime.messages decide (no policy, no access); the transaction is rolled back.
 */
async function rlsAllows(db: Database, claims: Claims, subtopic: string): Promise<boolean> {
  const rollback = new Error('rollback');
  let allowed = false;
  await db
    .transaction(async (q) => {
      const [probe] = await q.query<{ id: string }>(
        `insert into realtime.messages (topic, extension, private, event, payload)
         values ($1, 'broadcast', true, 'join_authorization', '{}'::jsonb) returning id`,
        [subtopic],
      );
      await q.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
                set_config('realtime.topic', $2, true)`,
        [JSON.stringify(claims), subtopic],
      );
      allowed = (await q.query(`select 1 from realtime.messages where id = $1`, [probe!.id])).length > 0;
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return allowed;
}

function mayJoin(state: ChannelState, token: string, claims: Claims, topic: string): Promise<boolean> {
  const key = `${token}\0${topic}`;
  const now = Date.now() / 1000;
  const known = state.decisions.get(key);
  if (known && known.exp > now) return known.allowed;
  const allowed = rlsAllows(state.db, claims, topic.slice('realtime:'.length));
  // A failure (the database is down) is not a decision: the next join asks again.
  allowed.catch(() => state.decisions.delete(key));
  state.decisions.set(key, { allowed, exp: typeof claims.exp === 'number' ? claims.exp : now + 60 });
  return allowed;
}

async function join(state: ChannelState, socket: WebSocket, frame: Frame, address: string): Promise<void> {
  const [joinRef, , topic, , payload] = frame;
  const input = joinPayload.safeParse(payload);
  if (!input.success) return reply(socket, frame, 'error', { reason: 'Invalid join payload' });
  if (input.data.config?.postgres_changes?.length) {
    return reply(socket, frame, 'error', {
      reason: 'Postgres Changes are not available on the local stack; use broadcast',
    });
  }
  const channels = state.fanOut.channelsOf(socket);
  if (!channels.has(topic) && channels.size >= state.limits.channelsPerSocket) {
    return reply(socket, frame, 'error', { reason: 'ChannelRateLimitReached: Too many channels' });
  }
  if (!state.joinLimiter.take(address)) {
    return reply(socket, frame, 'error', { reason: 'ClientJoinRateLimitReached: Too many joins per second' });
  }
  const claims = await verify(state, input.data.access_token);
  if (typeof claims === 'string') return reply(socket, frame, 'error', { reason: claims });
  // Hearth's channels: the caller's own private inbox, and the moderation queue (issue 16); the
  // database's policies must agree (only moderators may join the queue's).
  const allowed =
    !!input.data.config?.private &&
    (topic === inboxTopic(claims.sub) || topic === MODERATION_TOPIC) &&
    (await mayJoin(state, input.data.access_token!, claims, topic));
  if (!allowed) {
    return reply(socket, frame, 'error', {
      reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic.replace(/^realtime:/, '')}`,
    });
  }
  state.fanOut.join(socket, topic, { joinRef, claims });
  return reply(socket, frame, 'ok', { postgres_changes: [] });
}

async function refreshToken(state: ChannelState, socket: WebSocket, frame: Frame): Promise<void> {
  const [, , topic, , payload] = frame;
  const channel = state.fanOut.channelsOf(socket).get(topic)!;
  const refreshed = tokenPayload.safeParse(payload);
  const claims = refreshed.success ? await verify(state, refreshed.data.access_token) : 'Invalid access token payload';
  if (typeof claims === 'string' || claims.sub !== channel.claims.sub) return state.fanOut.close(socket, topic);
  channel.claims = claims;
  return reply(socket, frame, 'ok', {});
}

/** One client frame; `address` is the client's, for the per-address limits. */
async function handle(state: ChannelState, socket: WebSocket, frame: Frame, address: string): Promise<void> {
  const [, , topic, event] = frame;
  if (topic === 'phoenix' && event === 'heartbeat') return reply(socket, frame, 'ok', {});
  if (event === 'phx_join') return join(state, socket, frame, address);
  if (!state.fanOut.channelsOf(socket).has(topic)) return reply(socket, frame, 'error', { reason: 'unmatched topic' });
  if (event === 'access_token') return refreshToken(state, socket, frame);
  if (event === 'phx_leave') {
    state.fanOut.leave(socket, topic);
    return reply(socket, frame, 'ok', {});
  }
  return reply(socket, frame, 'error', { reason: `Event ${event} is not supported by the local stack` });
}

export function channelHandlers(options: ChannelOptions) {
  const state: ChannelState = {
    ...options,
    joinLimiter: new RateLimiter(options.limits.joinsPerAddressPer10s, 10_000),
    decisions: new LruMap(DECISIONS),
  };
  return { handle: (socket: WebSocket, frame: Frame, address: string) => handle(state, socket, frame, address) };
}
