// Supabase Realtime's Phoenix wire format (vsn 2.0.0): JSON array frames
// `[join_ref, ref, topic, event, payload]`, and the notifications realtime.send() hands over.
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';

export type Frame = [string | null, string | null, string, string, unknown];

const frameSchema = z.tuple([
  z.string().max(64).nullable(),
  z.string().max(64).nullable(),
  z.string().min(1).max(255),
  z.string().min(1).max(64),
  z.unknown(),
]);

export const joinPayload = z.object({
  config: z
    .object({
      private: z.boolean().optional(),
      postgres_changes: z.array(z.unknown()).max(100).optional(),
    })
    .optional(),
  access_token: z.string().max(8192).optional(),
});

export const tokenPayload = z.object({ access_token: z.string().max(8192) });

const notificationSchema = z.object({
  topic: z.string().max(255),
  event: z.string().max(255),
  payload: z.unknown(),
  private: z.boolean().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

function parseJson<T extends z.ZodType>(text: string, schema: T): z.infer<T> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A client's text frame, or null for anything else (binary frames are client broadcasts, unused). */
export function decodeFrame(data: RawData, isBinary: boolean): Frame | null {
  return isBinary ? null : (parseJson(data.toString(), frameSchema) as Frame | null);
}

/** What the shim's realtime.send() notified (pg_notify('realtime', …)), or null. */
export function decodeNotification(raw: string): Notification | null {
  return parseJson(raw, notificationSchema);
}

export function send(socket: WebSocket, frame: Frame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/** The phx_reply to a client frame. */
export function reply(
  socket: WebSocket,
  [joinRef, ref, topic]: Frame,
  status: 'ok' | 'error',
  response: Record<string, unknown>,
): void {
  send(socket, [joinRef, ref, topic, 'phx_reply', { status, response }]);
}
