// The Auth calls /api makes on the caller's behalf, over HTTP to <supabaseUrl>/auth/v1 (GoTrue's wire format).
import { AuthServerError } from './errors.ts';

export interface AuthUser {
  id: string;
  email?: string;
  is_anonymous?: boolean;
  user_metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at?: number;
  token_type: string;
  user: AuthUser;
}

export interface AuthServer {
  passwordGrant(email: string, password: string): Promise<Session>;
  signUp(email: string, password: string, username: string): Promise<Session | { user: AuthUser; session: null }>;
  updateUser(
    accessToken: string,
    changes: { email: string; password: string; data: { username: string } },
  ): Promise<AuthUser>;
}

const EMAIL_TAKEN = new Set(['email_exists', 'user_already_exists', 'email_address_not_authorized_taken']);

/** The Auth server said the email belongs to another account (Supabase's Auth does, on some paths). */
export const isEmailTaken = (error: unknown): boolean =>
  error instanceof AuthServerError && error.code !== undefined && EMAIL_TAKEN.has(error.code);

export function authServer(options: { supabaseUrl: string; apiKey?: string; fetch?: typeof fetch }): AuthServer {
  const base = `${options.supabaseUrl}/auth/v1`;
  const doFetch = options.fetch ?? fetch;

  async function call<T>(path: string, init: { method: string; body?: unknown; token?: string }): Promise<T> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    };
    if (options.apiKey) headers.apikey = options.apiKey;
    const bearer = init.token ?? options.apiKey;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const res = await doFetch(`${base}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    const data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (res.ok) return data as T;
    const code = (data.code ?? data.error_code ?? data.error) as string | undefined;
    throw authError(res.status, typeof code === 'string' ? code : undefined);
  }

  return {
    passwordGrant: (email, password) =>
      call('/token?grant_type=password', { method: 'POST', body: { email, password } }),
    signUp: async (email, password, username) => {
      const data = await call<Session | AuthUser>('/signup', {
        method: 'POST',
        body: { email, password, data: { username } },
      });
      // With email confirmations on, GoTrue answers with a bare user and no session.
      return 'access_token' in data ? (data as Session) : { user: data as AuthUser, session: null };
    },
    updateUser: (token, changes) => call('/user', { method: 'PUT', body: changes, token }),
  };
}

/** GoTrue's failures in words the SPA can show in its toasts (spec §8: 'Login failed' + server message). */
function authError(status: number, code: string | undefined): AuthServerError {
  if (code && EMAIL_TAKEN.has(code)) return new AuthServerError(409, code, 'An account with this email already exists');
  if (code === 'invalid_credentials' || code === 'invalid_grant') {
    return new AuthServerError(401, code, 'Invalid username or password');
  }
  if (code === 'weak_password') return new AuthServerError(400, code, 'Password is too weak');
  if (status === 429) return new AuthServerError(429, code, 'Too many requests');
  if (status === 401 || status === 403) return new AuthServerError(401, code, 'Invalid or expired session');
  if (status >= 400 && status < 500)
    return new AuthServerError(400, code, 'The request was refused by the sign-in service');
  return new AuthServerError(502, code, 'The sign-in service is unavailable');
}
