import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import type { Claims, Database } from '../../supabase/functions/_shared/db.ts';

/**
 * The subset of Supabase Realtime's Phoenix protocol (vsn 2.0.0, JSON array frames
 * `[join_ref, ref, topic, event, payload]`) that realtime-js uses for private broadcast channels:
 * join with an access token, heartbeat, token refresh, leave, and server-pushed `broadcast`
 * frames fed by `realtime.send` (the shim turns it into pg_notify('realtime', …)).
 */

export interface RealtimeOptions {
  db: Database;
  verifyAccessToken(token: string): Promise<Claims>;
}

export interface RealtimeServer {
  /** Takes over an HTTP upgrade request for /realtime/v1/websocket. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

type Frame = [string | null, string | null, string, string, unknown];

const frameSchema = z.tuple([z.string().max(64).nullable(), z.string().max(64).nullable(), z.string().min(1).max(255), z.string().min(1).max(64), z.unknown()]);
const joinPayload = z.object({
  config: z
    .object({
      private: z.boolean().optional(),
      postgres_changes: z.array(z.unknown()).max(100).optional(),
    })
    .optional(),
  access_token: z.string().max(8192).optional(),
});
const tokenPayload = z.object({ access_token: z.string().max(8192) });
const notification = z.object({ topic: z.string().max(255), event: z.string().max(255), payload: z.unknown(), private: z.boolean().optional() });

interface Channel {
  joinRef: string | null;
  claims: Claims;
}

// A client that sends nothing (not even its 25 s heartbeat) for this long is gone.
const IDLE_TIMEOUT_MS = 90_000;

const inboxTopic = (userId: string) => `realtime:inbox:${userId}`;

export async function createRealtimeServer(options: RealtimeOptions): Promise<RealtimeServer> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  /** topic → sockets joined to it. */
  const subscribers = new Map<string, Set<WebSocket>>();
  const channelsOf = new WeakMap<WebSocket, Map<string, Channel>>();

  const send = (socket: WebSocket, frame: Frame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const reply = (socket: WebSocket, [joinRef, ref, topic]: Frame, status: 'ok' | 'error', response: Record<string, unknown>) =>
    send(socket, [joinRef, ref, topic, 'phx_reply', { status, response }]);

  function leave(socket: WebSocket, topic: string): void {
    channelsOf.get(socket)?.delete(topic);
    const sockets = subscribers.get(topic);
    sockets?.delete(socket);
    if (sockets?.size === 0) subscribers.delete(topic);
  }

  async function verify(token: string | undefined): Promise<Claims | string> {
    if (!token) return 'You must provide an access token to join a private channel';
    try {
      return await options.verifyAccessToken(token);
    } catch {
      return 'Invalid JWT: the access token could not be verified';
    }
  }

  /**
   * Supabase Realtime's join check: may this user read a broadcast on `subtopic`? A probe message is
   * written, then read back as the user with `realtime.topic()` set, so the RLS policies on
   * realtime.messages decide (no policy, no access); the transaction is rolled back.
   */
  async function rlsAllows(claims: Claims, subtopic: string): Promise<boolean> {
    const rollback = new Error('rollback');
    let allowed = false;
    await options.db
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

  async function handle(socket: WebSocket, frame: Frame): Promise<void> {
    const [joinRef, , topic, event, payload] = frame;
    const channels = channelsOf.get(socket)!;

    if (topic === 'phoenix' && event === 'heartbeat') return reply(socket, frame, 'ok', {});

    if (event === 'phx_join') {
      const join = joinPayload.safeParse(payload);
      if (!join.success) return reply(socket, frame, 'error', { reason: 'Invalid join payload' });
      if (join.data.config?.postgres_changes?.length) {
        return reply(socket, frame, 'error', { reason: 'Postgres Changes are not available on the local stack; use broadcast' });
      }
      const claims = await verify(join.data.access_token);
      if (typeof claims === 'string') return reply(socket, frame, 'error', { reason: claims });
      // Hearth's only channel is the caller's own private inbox, and the database's policies must agree.
      if (!join.data.config?.private || topic !== inboxTopic(claims.sub) || !(await rlsAllows(claims, topic.slice('realtime:'.length)))) {
        return reply(socket, frame, 'error', {
          reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic.replace(/^realtime:/, '')}`,
        });
      }
      channels.set(topic, { joinRef, claims });
      let sockets = subscribers.get(topic);
      if (!sockets) subscribers.set(topic, (sockets = new Set()));
      sockets.add(socket);
      return reply(socket, frame, 'ok', { postgres_changes: [] });
    }

    const channel = channels.get(topic);
    if (!channel) return reply(socket, frame, 'error', { reason: 'unmatched topic' });

    if (event === 'access_token') {
      const refreshed = tokenPayload.safeParse(payload);
      const claims = refreshed.success ? await verify(refreshed.data.access_token) : 'Invalid access token payload';
      if (typeof claims === 'string' || claims.sub !== channel.claims.sub) {
        leave(socket, topic);
        return send(socket, [channel.joinRef, null, topic, 'phx_close', {}]);
      }
      channel.claims = claims;
      return reply(socket, frame, 'ok', {});
    }

    if (event === 'phx_leave') {
      leave(socket, topic);
      return reply(socket, frame, 'ok', {});
    }

    return reply(socket, frame, 'error', { reason: `Event ${event} is not supported by the local stack` });
  }

  wss.on('connection', (socket: WebSocket) => {
    channelsOf.set(socket, new Map());
    let idle = setTimeout(() => socket.terminate(), IDLE_TIMEOUT_MS);
    socket.on('message', (data: RawData, isBinary: boolean) => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.terminate(), IDLE_TIMEOUT_MS);
      // Binary frames are client-sent broadcasts, which Hearth never uses.
      if (isBinary) return;
      let frame: Frame;
      try {
        const parsed = frameSchema.safeParse(JSON.parse(data.toString()));
        if (!parsed.success) return;
        frame = parsed.data as Frame;
      } catch {
        return;
      }
      handle(socket, frame).catch((error: unknown) => {
        console.error('realtime: failed to handle a frame', (error as Error).name);
        reply(socket, frame, 'error', { reason: 'Internal error' });
      });
    });
    socket.on('close', () => {
      clearTimeout(idle);
      for (const topic of [...(channelsOf.get(socket)?.keys() ?? [])]) leave(socket, topic);
    });
    socket.on('error', () => socket.terminate());
  });

  const unlisten = await options.db.listen('realtime', (raw) => {
    let message: z.infer<typeof notification>;
    try {
      const parsed = notification.safeParse(JSON.parse(raw));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    // Only private channels exist here, so a public broadcast has no audience.
    if (message.private === false) return;
    const topic = `realtime:${message.topic}`;
    const now = Date.now() / 1000;
    for (const socket of subscribers.get(topic) ?? []) {
      const channel = channelsOf.get(socket)?.get(topic);
      if (!channel) continue;
      // An expired token loses its channel, as on Supabase; the client rejoins after refreshing.
      if (typeof channel.claims.exp === 'number' && channel.claims.exp < now) {
        leave(socket, topic);
        send(socket, [channel.joinRef, null, topic, 'phx_close', {}]);
        continue;
      }
      send(socket, [null, null, topic, 'broadcast', { type: 'broadcast', event: message.event, payload: message.payload }]);
    }
  });

  return {
    handleUpgrade(request, socket, head) {
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    async close() {
      await unlisten();
      for (const client of wss.clients) client.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
