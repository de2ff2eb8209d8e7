import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { TOKEN_CACHE_SIZE, verifiedTokenCache } from '../../supabase/functions/_shared/api/identity.ts';
import { sessionStore, type SessionStore } from '../../supabase/functions/_shared/api/sessions.ts';
import { DatabaseUnavailableError, type Claims, type Database } from '../../supabase/functions/_shared/db.ts';
import { channelHandlers, type ChannelLimits } from './channels.ts';
import { decodeFrame, reply } from './codec.ts';
import { FanOut } from './fan-out.ts';

/**
 * The subset of Supabase Realtime's Phoenix protocol (vsn 2.0.0) that realtime-js uses for private
 * broadcast channels: join with an access token, heartbeat, token refresh, leave, and server-pushed
 * `broadcast` frames fed by `realtime.send` (the shim turns it into pg_notify('realtime', …)).
 * The parts: codec.ts (frames), channels.ts (join, refresh, leave), fan-out.ts (delivery).
 * One client cannot starve the others: sockets per address, frames per socket, joins per address
 * and channels per socket are all bounded, and each join decision is made once per token and topic.
 */

export interface RealtimeLimits extends ChannelLimits {
  /** Open sockets per client address; the next upgrade is answered 429. */
  socketsPerAddress: number;
  /** Frames one socket may send per 10 s (realtime-js sends a heartbeat every 25 s); past it, closed. */
  framesPerSocketPer10s: number;
}

export const defaultRealtimeLimits: RealtimeLimits = {
  socketsPerAddress: 20,
  framesPerSocketPer10s: 30,
  channelsPerSocket: 10,
  joinsPerAddressPer10s: 100,
};

export interface RealtimeOptions {
  db: Database;
  verifyAccessToken(token: string): Promise<Claims>;
  /** Where the Auth server reports ended sessions: their channels close at once. */
  onSessionsEnded?: (listener: (sessionIds: string[]) => void) => void;
  sessions?: SessionStore;
  limits?: Partial<RealtimeLimits>;
}

export interface RealtimeServer {
  /** Takes over an HTTP upgrade request for /realtime/v1/websocket. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

// A client that sends nothing (not even its 25 s heartbeat) for this long is gone.
const IDLE_TIMEOUT_MS = 90_000;

function refuseUpgrade(socket: Duplex, status: string, message: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nRetry-After: 10\r\nConnection: close\r\n` +
      `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}

export async function createRealtimeServer(options: RealtimeOptions): Promise<RealtimeServer> {
  const limits = { ...defaultRealtimeLimits, ...options.limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const fanOut = new FanOut();
  const sessions = options.sessions ?? sessionStore(options.db);
  // A token verified once is remembered until its exp (identity.ts): a rejoining client costs no ES256 check.
  const verifyAccessToken = verifiedTokenCache(options.verifyAccessToken, { now: Date.now, size: TOKEN_CACHE_SIZE });
  const channels = channelHandlers({ ...options, verifyAccessToken, sessions, fanOut, limits });
  const socketsByAddress = new Map<string, number>();

  options.onSessionsEnded?.((ids) => {
    sessions.end(ids);
    fanOut.closeSessions(new Set(ids));
  });

  function onFrame(socket: WebSocket, address: string, data: RawData, isBinary: boolean): void {
    const frame = decodeFrame(data, isBinary);
    if (!frame) return;
    channels.handle(socket, frame, address).catch((error: unknown) => {
      if (error instanceof DatabaseUnavailableError) {
        // Supabase Realtime's own words for this case; realtime-js rejoins with backoff.
        return reply(socket, frame, 'error', { reason: 'Realtime was unable to connect to the project database' });
      }
      console.error('realtime: failed to handle a frame', (error as Error).name);
      reply(socket, frame, 'error', { reason: 'Internal error' });
    });
  }

  function connected(socket: WebSocket, address: string): void {
    let idle = setTimeout(() => socket.terminate(), IDLE_TIMEOUT_MS);
    let frames = 0;
    const window = setInterval(() => (frames = 0), 10_000);
    socket.on('message', (data: RawData, isBinary: boolean) => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.terminate(), IDLE_TIMEOUT_MS);
      if (++frames > limits.framesPerSocketPer10s) return socket.close(1008, 'Too many messages');
      onFrame(socket, address, data, isBinary);
    });
    socket.on('close', () => {
      clearTimeout(idle);
      clearInterval(window);
      fanOut.leaveAll(socket);
    });
    socket.on('error', () => socket.terminate());
  }

  const unlisten = await options.db.listen('realtime', (raw) => fanOut.deliver(raw));

  return {
    handleUpgrade(request, socket, head) {
      const address = request.socket.remoteAddress ?? 'unknown';
      const open = socketsByAddress.get(address) ?? 0;
      if (open >= limits.socketsPerAddress) {
        return refuseUpgrade(socket, '429 Too Many Requests', 'Too many realtime connections from this address');
      }
      socketsByAddress.set(address, open + 1);
      // Counted until the connection itself closes, whether or not the upgrade went through.
      socket.once('close', () => {
        const left = (socketsByAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsByAddress.set(address, left);
        else socketsByAddress.delete(address);
      });
      wss.handleUpgrade(request, socket, head, (ws) => connected(ws, address));
    },
    async close() {
      await unlisten();
      for (const client of wss.clients) client.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
