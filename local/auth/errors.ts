// GoTrue's error answers: one class for the failures it names, one handler that turns everything
// into its JSON shape ({code, error_code, msg, message}) with the headers auth-js reads.
import type { Context } from 'hono';
import { DatabaseUnavailableError } from '../../supabase/functions/_shared/db.ts';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

const body = (code: string, message: string) => ({ code, error_code: code, msg: message, message });

/** The app's onError: AuthError as itself, an unreachable database as a 503 auth-js retries, the rest as 500. */
export function authErrorResponse(error: Error, c: Context): Response {
  c.header('X-Supabase-Api-Version', API_VERSION);
  if (error instanceof AuthError) {
    c.header('x-sb-error-code', error.code);
    if (error.status === 429) c.header('Retry-After', '60');
    return c.json({ ...body(error.code, error.message), ...error.extra }, error.status);
  }
  if (error instanceof DatabaseUnavailableError) {
    // auth-js turns 502–504 into AuthRetryableFetchError: it retries and keeps the session it has.
    c.header('Retry-After', '2');
    return c.json(body('unexpected_failure', 'The database is unavailable; try again in a moment'), 503);
  }
  console.error('auth: unexpected error', error.name, pgCode(error) ?? '');
  return c.json(body('unexpected_failure', 'Unexpected failure'), 500);
}
