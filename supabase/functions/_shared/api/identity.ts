// Who is calling: only a verified Supabase access token says so (ARCHITECTURE §3).
// The spec's userCookie is a label the client repeats; it must name the caller or the call is refused.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { createRemoteJWKSet, customFetch, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Claims } from '../db.ts';
import { LruMap } from '../lru.ts';
import type { SessionStore } from './sessions.ts';
import type { ApiEnv } from './types.ts';

const ALGORITHMS = ['ES256', 'RS256'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenVerifier {
  (token: string): Promise<Claims>;
  /** Drops a remembered token (its session was ended through this instance). */
  forget?(token: string): void;
}

/** How many verified tokens one instance remembers (about 1 KB each). */
export const TOKEN_CACHE_SIZE = 10_000;

export function tokenVerifier(options: {
  supabaseUrl: string;
  jwks?: JWTVerifyGetKey;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; tests move it forward. */
  now?: () => number;
  cacheSize?: number;
}): TokenVerifier {
  const issuer = `${options.supabaseUrl}/auth/v1`;
  const jwks =
    options.jwks ??
    createRemoteJWKSet(
      new URL(`${issuer}/.well-known/jwks.json`),
      options.fetch ? { [customFetch]: options.fetch } : {},
    );
  const now = options.now ?? Date.now;
  const verify = async (token: string): Promise<Claims> => {
    const { payload } = await jwtVerify(token, jwks, {
      issuer,
      audience: 'authenticated',
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now()),
    });
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || payload.role !== 'authenticated') {
      throw new joseErrors.JWTClaimValidationFailed('unexpected subject or role', payload);
    }
    return Object.freeze(payload) as Claims;
  };
  return verifiedTokenCache(verify, { now, size: options.cacheSize ?? TOKEN_CACHE_SIZE });
}

/**
 * Remembers tokens that passed verification, keyed by the exact token string, so a client's
 * repeated calls skip the ES256 signature check (the largest cost of a cached feed read).
 * Safe because a token is immutable: the same string verified once verifies again until its
 * `exp`, which is checked on every hit. Only successes are stored, so a tampered or expired
 * token is verified (and refused) every time. Least recently used tokens go first.
 * Whether the token's session is still live is a separate check (sessions.ts), made on every call.
 */
export function verifiedTokenCache(verify: TokenVerifier, options: { now: () => number; size: number }): TokenVerifier {
  const cache = new LruMap<string, Claims>(options.size);
  const cached: TokenVerifier = async (token) => {
    const hit = cache.get(token);
    if (hit) {
      if (typeof hit.exp === 'number' && hit.exp * 1000 > options.now()) return hit;
      cache.delete(token);
    }
    const claims = await verify(token);
    cache.set(token, claims);
    return claims;
  };
  cached.forget = (token) => cache.delete(token);
  return cached;
}

/** What a caller whose session has ended is told. */
export const SESSION_ENDED = 'This session has ended. Please sign in again.';

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Sets `claims` (null → the anon role). A token that is present but not valid is always 401, and so is
 * a valid one whose session has ended (signed out): a stolen token stops working at sign-out.
 */
export const identify = (
  verify: TokenVerifier,
  sessions?: SessionStore,
  /**
   * Requests whose route checks the session in its first statement (SessionStore.deferred), so a
   * session this instance does not know yet costs no lookup of its own. Such a route reads
   * `sessionCheck` and makes the check before anything else.
   */
  checksSessionItself?: (c: Context<ApiEnv>) => boolean,
) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    const token = bearerToken(header);
    if (header !== undefined && !token) throw new HTTPException(401, { message: 'Invalid access token' });
    let claims: Claims | null = null;
    if (token) {
      try {
        claims = await verify(token);
      } catch (err) {
        // JWKS unreachable is our fault, not the caller's.
        if (err instanceof joseErrors.JOSEError && !(err instanceof joseErrors.JWKSTimeout)) {
          throw new HTTPException(401, { message: 'Invalid access token' });
        }
        throw err;
      }
      if (sessions) {
        if (checksSessionItself?.(c) && sessions.known(claims) === undefined) {
          c.set('sessionCheck', sessions.deferred(claims));
        } else if (!(await sessions.isLive(claims))) {
          throw new HTTPException(401, { message: SESSION_ENDED });
        }
      }
    }
    c.set('claims', claims);
    c.set('token', token);
    await next();
  });

/** The caller's claims, or 401: every write needs a user (anonymous users are users). */
export function requireUser(claims: Claims | null): Claims {
  if (!claims) throw new HTTPException(401, { message: 'Sign-in required' });
  return claims;
}

export const isRegistered = (claims: Claims | null): claims is Claims => !!claims && claims.is_anonymous !== true;

/** A registered (non-anonymous) caller, or 401 as spec §7 expects for "not logged in". */
export function requireRegistered(claims: Claims | null): Claims {
  if (!isRegistered(claims)) throw new HTTPException(401, { message: 'Not logged in' });
  return claims;
}

/** The spec's userCookie may be sent; when it is, it must be the caller's own label. */
export function checkUserCookie(claims: Claims, userCookie: string | undefined): void {
  if (userCookie !== undefined && userCookie !== `user_${claims.sub}`) {
    throw new HTTPException(403, { message: 'Forbidden' });
  }
}
