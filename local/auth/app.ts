import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { JSONWebKeySet } from 'jose';
import type { Claims, Database } from '../../supabase/functions/_shared/db.ts';
import { loadSigningKey } from './keys.ts';
import { RateLimiter } from './rate-limit.ts';
import { authRoutes } from './routes.ts';
import { createTokens } from './tokens.ts';

/**
 * The subset of GoTrue (Supabase Auth) that auth-js v2 uses, over the `auth` schema of the shim:
 * same routes, JSON shapes, status codes, error bodies and JWT claims, so the unmodified client
 * cannot tell it from Supabase. Mounted at /auth/v1. The parts: users.ts (rows, JSON, the password
 * and metadata rules), tokens.ts (sessions, refresh and access tokens), routes.ts (the HTTP API).
 */

export type { SessionResponse } from './tokens.ts';
export type { UserJson } from './users.ts';

export interface AuthOptions {
  db: Database;
  /** Where the signing key lives; undefined → a fresh key per process (tests). */
  dataDir?: string;
  /** `<origin>/auth/v1`, the `iss` of every access token. */
  issuer: string;
  jwtExpirySeconds?: number;
  /** How long a rotated refresh token may still be used (GoTrue: refresh_token_reuse_interval, 10 s). */
  refreshTokenReuseIntervalMs?: number;
  rateLimits?: Partial<RateLimits>;
  /** Usernames of the moderators (HEARTH_MODERATORS): they carry app_metadata.role = 'moderator'. */
  moderators?: readonly string[];
  /** The client address the rate limits count by; defaults to the socket's peer. */
  clientIp?: (c: Context) => string | null;
}

/** Supabase's defaults (config.toml [auth.rate_limit]), per client IP. */
export interface RateLimits {
  anonymousPerHour: number;
  signInSignUpsPer5Min: number;
  tokenRefreshPer5Min: number;
}

export const defaultRateLimits: RateLimits = {
  anonymousPerHour: 30,
  signInSignUpsPer5Min: 30,
  tokenRefreshPer5Min: 150,
};

export interface AuthStack {
  /** Hono app whose routes are relative to /auth/v1. */
  app: Hono;
  /** The public signing keys, as served at /auth/v1/.well-known/jwks.json. */
  jwks: JSONWebKeySet;
  issuer: string;
  /** Verifies an access token (signature, issuer, audience, expiry) and returns its claims. */
  verifyAccessToken(token: string): Promise<Claims>;
  /** Calls `listener` with the ids of the sessions every sign-out ends, as it ends them. */
  onSessionsEnded(listener: (sessionIds: string[]) => void): void;
}

const MINUTE = 60_000;

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // app.request() in tests has no socket
  }
}

export async function createAuthApp(options: AuthOptions): Promise<AuthStack> {
  const { db, issuer } = options;
  const limits = { ...defaultRateLimits, ...options.rateLimits };
  const key = await loadSigningKey(options.dataDir);
  const jwks: JSONWebKeySet = { keys: [key.publicJwk] };
  const tokens = createTokens({
    key,
    issuer,
    expiresIn: options.jwtExpirySeconds ?? 3600,
    reuseIntervalMs: options.refreshTokenReuseIntervalMs ?? 10_000,
    moderators: options.moderators,
  });
  const listeners: ((sessionIds: string[]) => void)[] = [];
  const app = authRoutes({
    db,
    tokens,
    jwks,
    limiters: {
      anonymous: new RateLimiter(limits.anonymousPerHour, 60 * MINUTE),
      signIn: new RateLimiter(limits.signInSignUpsPer5Min, 5 * MINUTE),
      refresh: new RateLimiter(limits.tokenRefreshPer5Min, 5 * MINUTE),
    },
    clientIp: options.clientIp ?? socketAddress,
    sessionsEnded: (ids) => {
      if (ids.length) for (const listener of listeners) listener(ids);
    },
  });
  return {
    app,
    jwks,
    issuer,
    verifyAccessToken: tokens.verifyAccessToken,
    onSessionsEnded: (listener) => listeners.push(listener),
  };
}
