// Who hears what: sockets per topic, and the delivery of realtime.send()'s notifications to them.
import type { WebSocket } from 'ws';
import type { Claims } from '../../supabase/functions/_shared/db.ts';
import { decodeNotification, send } from './codec.ts';

export interface Channel {
  joinRef: string | null;
  claims: Claims;
}

export class FanOut {
  /** topic → sockets joined to it. */
  private readonly subscribers = new Map<string, Set<WebSocket>>();
  /** socket → its channels by topic. */
  private readonly channels = new WeakMap<WebSocket, Map<string, Channel>>();

  channelsOf(socket: WebSocket): Map<string, Channel> {
    let channels = this.channels.get(socket);
    if (!channels) this.channels.set(socket, (channels = new Map()));
    return channels;
  }

  join(socket: WebSocket, topic: string, channel: Channel): void {
    this.channelsOf(socket).set(topic, channel);
    let sockets = this.subscribers.get(topic);
    if (!sockets) this.subscribers.set(topic, (sockets = new Set()));
    sockets.add(socket);
  }

  leave(socket: WebSocket, topic: string): void {
    this.channels.get(socket)?.delete(topic);
    const sockets = this.subscribers.get(topic);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.subscribers.delete(topic);
  }

  /** Closes a channel from the server's side (expired token, ended session), as Supabase does. */
  close(socket: WebSocket, topic: string): void {
    const channel = this.channels.get(socket)?.get(topic);
    this.leave(socket, topic);
    if (channel) send(socket, [channel.joinRef, null, topic, 'phx_close', {}]);
  }

  leaveAll(socket: WebSocket): void {
    for (const topic of [...(this.channels.get(socket)?.keys() ?? [])]) this.leave(socket, topic);
  }

  /** Closes every channel joined with a token of one of these sessions. */
  closeSessions(sessionIds: Set<string>): void {
    for (const sockets of [...this.subscribers.values()]) {
      for (const socket of [...sockets]) {
        for (const [topic, channel] of [...this.channelsOf(socket)]) {
          if (sessionIds.has(String(channel.claims.session_id))) this.close(socket, topic);
        }
      }
    }
  }

  /** A notification from realtime.send(): to every socket on its private topic whose token is current. */
  deliver(raw: string): void {
    const message = decodeNotification(raw);
    // Only private channels exist here, so a public broadcast has no audience.
    if (!message || message.private === false) return;
    const topic = `realtime:${message.topic}`;
    const now = Date.now() / 1000;
    for (const socket of [...(this.subscribers.get(topic) ?? [])]) {
      const channel = this.channels.get(socket)?.get(topic);
      if (!channel) continue;
      // An expired token loses its channel, as on Supabase; the client rejoins after refreshing.
      if (typeof channel.claims.exp === 'number' && channel.claims.exp < now) {
        this.close(socket, topic);
        continue;
      }
      const payload = { type: 'broadcast', event: message.event, payload: message.payload };
      send(socket, [null, null, topic, 'broadcast', payload]);
    }
  }
}
