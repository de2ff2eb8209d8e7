// The headers every /api answer carries, set once per answer by apiHeaders() — or already present on an
// answer built by jsonAnswer(), which the hot public reads use.
//
// Why two ways (issue 15 item 8): setting a header on an answer after the handler made it turns the
// answer's plain header record into a Headers object, which the Node server then copies back into a
// record to write it. On a cached feed read (--cpu-prof on the bench server) that round trip was about
// a twentieth of the request. An answer built with all its headers as one frozen record is written as
// it is, and a cached read builds one per request.
import type { MiddlewareHandler } from 'hono';

/** Nearly every answer depends on who asks (feed cards carry myReaction), so nothing is cached. */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
});

const JSON_ANSWER_HEADERS = Object.freeze({ 'Content-Type': 'application/json', ...API_HEADERS });

/** Answers built with API_HEADERS already in place: apiHeaders() leaves them as they are. */
const complete = new WeakSet<Response>();

/** A 200 JSON answer from bytes already serialised, with every header of an /api answer. */
export function jsonAnswer(bytes: Uint8Array<ArrayBuffer>): Response {
  const response = new Response(bytes, { status: 200, headers: JSON_ANSWER_HEADERS });
  complete.add(response);
  return response;
}

/** Middleware: API_HEADERS on every answer (errors and not-found included) that does not carry them yet. */
export function apiHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A middleware that touched the answer before the handler (CORS) makes Hono rebuild it, so a
    // rebuilt answer is a different object and gets its headers here.
    if (complete.has(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(API_HEADERS)) headers.set(name, value);
  };
}
