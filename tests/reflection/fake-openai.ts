// A local fake of an OpenAI-compatible API for the provider tests: the only fake the project allows,
// at the HTTP boundary. Each request to /v1/chat/completions takes the next scripted reply.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedReply {
  status?: number;
  /** A value is sent as JSON; a string is sent as is (for malformed bodies). */
  body?: unknown;
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export interface FakeOpenAI {
  baseURL: string;
  requests: RecordedRequest[];
  script(...replies: ScriptedReply[]): void;
  /** Forget scripted replies, recorded requests and the moderation answer. */
  reset(): void;
  /** Categories flagged for every input; null: no endpoint (404); 'down': the endpoint fails (500). */
  moderation(categories: Record<string, boolean> | null | 'down'): void;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content` (a JSON string, usually). */
export function completion(content: string): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  let moderationCategories: Record<string, boolean> | null | 'down' = null;
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body: any = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      const path = req.url ?? '';
      requests.push({ path, headers: req.headers, body });
      if (path.endsWith('/moderations')) {
        if (moderationCategories === 'down') {
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'moderation is down' } }));
          return;
        }
        if (!moderationCategories) {
          res
            .writeHead(404, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'modr',
            model: 'fake',
            // One result per input, as the real endpoint answers an array.
            results: (Array.isArray(body?.input) ? body.input : [body?.input]).map(() => ({
              flagged: true,
              categories: moderationCategories,
              category_scores: {},
            })),
          }),
        );
        return;
      }
      const reply = queue.shift() ?? { status: 500, body: { error: { message: 'no scripted reply' } } };
      const send = () => {
        if (res.destroyed) return;
        const payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(payload);
      };
      if (reply.delayMs) {
        const t = setTimeout(() => {
          timers.delete(t);
          send();
        }, reply.delayMs);
        timers.add(t);
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      moderationCategories = null;
    },
    moderation: (c) => (moderationCategories = c),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
