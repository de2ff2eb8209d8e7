// The one place where failures become HTTP answers (spec §8: any non-OK → "<status>: <text>").
// Clients see a stable human message; internals (SQL, stack traces, provider bodies) never leave.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { DatabaseUnavailableError } from '../db.ts';

/** Invalid input at the boundary; carries zod's issues for the client. */
export class ValidationError extends Error {
  constructor(readonly issues: ZodError['issues']) {
    super('Invalid input');
  }
}

/** A failure of the Auth server that the client should see with its own status. */
export class AuthServerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Too many requests, with the wait the database named (Retry-After). */
export class RetryLater extends Error {
  constructor(
    readonly seconds: number,
    message: string,
  ) {
    super(message);
  }
}

export const fail = (status: ContentfulStatusCode, message: string): never => {
  throw new HTTPException(status, { message });
};

// Hourly limits live in the database, whose refusal names the wait (HINT 'Retry after <n> seconds.');
// where none is known (login attempts, the Auth server's own limits) a minute is the polite default.
const RETRY_AFTER_SECONDS = 60;

/** Seconds until the database's rate-limit window frees up, when its refusal says (at least 1). */
function retryAfter(err: unknown): number {
  const hint = typeof err === 'object' && err !== null ? (err as { hint?: unknown }).hint : undefined;
  const seconds = typeof hint === 'string' ? /^Retry after (\d+) seconds\.$/.exec(hint)?.[1] : undefined;
  return seconds ? Math.max(1, Number(seconds)) : RETRY_AFTER_SECONDS;
}

/** SQLSTATEs raised by the RPCs (docs/contracts.md) and by PostgreSQL on bad input. */
const SQLSTATE_STATUS: Record<string, ContentfulStatusCode> = {
  P0001: 400, // business rule: the message is written for people
  '23514': 400, // check constraint
  '23502': 400, // not null
  '42501': 403,
  P0002: 404,
  '23503': 404, // foreign key: the referenced entry does not exist
  '23505': 409,
  HR409: 409, // business rule: already done (one supportive message per entry)
  HR429: 429,
  HR401: 401, // private.check_session(): the token's session has ended
};

const GENERIC: Partial<Record<ContentfulStatusCode, string>> = {
  400: 'Invalid input',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests',
};

function sqlState(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** How long a client should wait before repeating a call the database could not take. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** The reason of a DatabaseUnavailableError, for the log: a code or an error name, never a message with values. */
export function unavailableReason(err: DatabaseUnavailableError): string {
  const code = (err.cause as { code?: unknown }).code;
  if (code === '53100') return 'the disk is full, SQLSTATE 53100: free some space';
  return typeof code === 'string' ? code : err.cause.name;
}

// One line per outage, not one per request: under load a down database would flood the log.
let lastUnavailableLog = 0;
function logUnavailable(err: DatabaseUnavailableError): void {
  const now = Date.now();
  if (now - lastUnavailableLog < 5_000) return;
  lastUnavailableLog = now;
  console.error(`api: the database is unavailable (${unavailableReason(err)}); answering 503 until it is back`);
}

export function toResponse(err: unknown, c: Context): Response {
  if (err instanceof DatabaseUnavailableError) {
    logUnavailable(err);
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json({ message: 'Hearth is briefly unavailable. Please try again in a moment.' }, 503);
  }
  if (err instanceof ValidationError) {
    return c.json(
      { message: err.message, issues: err.issues.map((i) => ({ path: i.path.map(String), message: i.message })) },
      400,
    );
  }
  if (err instanceof HTTPException) {
    if (err.status === 429) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(
      { message: err.message || GENERIC[err.status as ContentfulStatusCode] || 'Error' },
      err.status as ContentfulStatusCode,
    );
  }
  if (err instanceof RetryLater) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(err.seconds))));
    return c.json({ message: err.message }, 429);
  }
  if (err instanceof AuthServerError) {
    if (err.status === 429) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ message: err.message }, err.status as ContentfulStatusCode);
  }
  const state = sqlState(err);
  // Class 22 (data exception: not a uuid, NUL bytes, too long, …) is always the input's fault.
  const status = state ? (SQLSTATE_STATUS[state] ?? (state.startsWith('22') ? 400 : undefined)) : undefined;
  if (status) {
    if (status === 429) c.header('Retry-After', String(retryAfter(err)));
    // Only our own raised messages (P0001, P0002, HR401, HR409, HR429) are written for people; PostgreSQL's own texts can name tables and columns.
    const message =
      state === 'P0001' || state === 'P0002' || state === 'HR401' || state === 'HR409' || state === 'HR429'
        ? (err as Error).message
        : GENERIC[status]!;
    return c.json({ message }, status);
  }
  // Log what went wrong without request bodies: they may hold journal text or passwords.
  // Database messages can quote the offending values, so only the SQLSTATE of those is logged.
  const detail = state ? `SQLSTATE ${state}` : `${(err as Error)?.name ?? 'Error'}: ${(err as Error)?.message ?? ''}`;
  console.error(`api: ${c.req.method} ${new URL(c.req.url).pathname} failed: ${detail}`);
  return c.json({ message: 'Internal server error' }, 500);
}
