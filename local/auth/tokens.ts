// Sessions and their tokens, as GoTrue keeps them: a row in auth.sessions, rotating opaque refresh
// tokens in auth.refresh_tokens, and short-lived ES256 access tokens that carry the session's id.
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Claims, Queryable } from '../../supabase/functions/_shared/db.ts';
import { AuthError } from './errors.ts';
import type { SigningKey } from './keys.ts';
import { applyModeratorRole } from './moderators.ts';
import { loadUser, shownEmail, userJson, type UserJson, type UserRow } from './users.ts';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export type LogoutScope = 'global' | 'local' | 'others';

export interface Tokens {
  /** A new session with its first refresh token, inside the caller's transaction. */
  openSession(q: Queryable, userId: string, userAgent: string | null, ip: string | null): Promise<SessionResponse>;
  /** The refresh grant: rotates the token (or honours the reuse window); an AuthError once committed. */
  refresh(q: Queryable, refreshToken: string): Promise<SessionResponse | AuthError>;
  /** Ends sessions (and their refresh tokens) as signOut's scope says; resolves to their ids. */
  endSessions(q: Queryable, claims: Claims, scope: LogoutScope): Promise<string[]>;
  /** Verifies an access token (signature, issuer, audience, expiry) and returns its claims. */
  verifyAccessToken(token: string): Promise<Claims>;
}

function newRefreshToken(): string {
  // GoTrue's opaque tokens are lowercase alphanumerics; 20 bytes of entropy, base36.
  return BigInt(`0x${randomBytes(20).toString('hex')}`)
    .toString(36)
    .padStart(31, '0');
}

interface RefreshTokenRow {
  id: string;
  token: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string;
}

interface TokenOptions {
  key: SigningKey;
  issuer: string;
  expiresIn: number;
  reuseIntervalMs: number;
  /** Usernames that carry app_metadata.role = 'moderator' (HEARTH_MODERATORS). */
  moderators?: readonly string[];
}

type TokenConfig = Required<TokenOptions>;

async function accessToken(
  { key, issuer, expiresIn }: TokenConfig,
  user: UserRow,
  sessionId: string,
  sessionCreatedAt: Date,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: shownEmail(user),
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: [
      {
        method: user.is_anonymous ? 'anonymous' : 'password',
        timestamp: Math.floor(new Date(sessionCreatedAt).getTime() / 1000),
      },
    ],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(key.privateKey);
}

async function sessionResponse(
  config: TokenConfig,
  q: Queryable,
  stored: UserRow,
  session: { id: string; created_at: Date },
  refreshToken: string,
): Promise<SessionResponse> {
  // Every new access token (sign-up, sign-in, refresh) carries the role the configuration gives now.
  const user = await applyModeratorRole(q, stored, config.moderators);
  return {
    access_token: await accessToken(config, user, session.id, session.created_at),
    token_type: 'bearer',
    expires_in: config.expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + config.expiresIn,
    refresh_token: refreshToken,
    user: await userJson(q, user),
  };
}

async function openSession(
  config: TokenConfig,
  q: Queryable,
  userId: string,
  userAgent: string | null,
  ip: string | null,
): Promise<SessionResponse> {
  const [session] = await q.query<{ id: string; created_at: Date }>(
    `insert into auth.sessions (id, user_id, aal, created_at, updated_at, refreshed_at, user_agent, ip)
     values ($1, $2, 'aal1', now(), now(), now(), $3, $4::inet) returning id, created_at`,
    [randomUUID(), userId, userAgent?.slice(0, 512) ?? null, ip],
  );
  const refreshToken = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, session_id, created_at, updated_at)
     values ($1, $2, false, $3, now(), now())`,
    [refreshToken, userId, session!.id],
  );
  await q.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
  return sessionResponse(config, q, (await loadUser(q, userId))!, session!, refreshToken);
}

/** The token that follows a revoked one inside the reuse window; otherwise the session ends (theft). */
async function reuse(
  { reuseIntervalMs }: TokenConfig,
  q: Queryable,
  token: RefreshTokenRow,
  sessionId: string,
): Promise<string | AuthError> {
  const [active] = await q.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  );
  if (active && Date.now() - new Date(token.updated_at).getTime() <= reuseIntervalMs) return active.token;
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`, [sessionId]);
  return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}

async function rotate(q: Queryable, token: RefreshTokenRow, session: { id: string; user_id: string }) {
  const next = newRefreshToken();
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [token.id]);
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ($1, $2, false, $3, $4, now(), now())`,
    [next, session.user_id, token.token, session.id],
  );
  await q.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [session.id]);
  return next;
}

async function refresh(config: TokenConfig, q: Queryable, refreshToken: string): Promise<SessionResponse | AuthError> {
  const notFound = new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const [token] = await q.query<RefreshTokenRow & Record<string, unknown>>(
    `select id::text, token, revoked, updated_at, session_id from auth.refresh_tokens where token = $1 for update`,
    [refreshToken],
  );
  const [session] = token
    ? await q.query<{ id: string; user_id: string; created_at: Date }>(
        `select id, user_id, created_at from auth.sessions where id = $1`,
        [token.session_id],
      )
    : [];
  if (!token || !session) return notFound;
  const next = token.revoked ? await reuse(config, q, token, session.id) : await rotate(q, token, session);
  if (next instanceof AuthError) return next;
  const user = await loadUser(q, session.user_id);
  return user ? sessionResponse(config, q, user, session, next) : notFound;
}

async function endSessions(q: Queryable, claims: Claims, scope: LogoutScope): Promise<string[]> {
  const [condition, params] =
    scope === 'global'
      ? ['user_id = $1', [claims.sub]]
      : scope === 'local'
        ? ['id = $1', [claims.session_id]]
        : ['user_id = $1 and id <> $2', [claims.sub, claims.session_id]];
  await q.query(
    `delete from auth.refresh_tokens where session_id in (select id from auth.sessions where ${condition})`,
    params,
  );
  const ended = await q.query<{ id: string }>(`delete from auth.sessions where ${condition} returning id`, params);
  return ended.map((row) => row.id);
}

async function verifyAccessToken({ key, issuer }: TokenConfig, token: string): Promise<Claims> {
  const { payload } = await jwtVerify<JWTPayload & Claims>(token, key.publicKey, {
    issuer,
    audience: 'authenticated',
    algorithms: ['ES256'],
  });
  return payload;
}

export function createTokens(options: TokenOptions): Tokens {
  const config: TokenConfig = { ...options, moderators: options.moderators ?? [] };
  return {
    openSession: (q, userId, userAgent, ip) => openSession(config, q, userId, userAgent, ip),
    refresh: (q, refreshToken) => refresh(config, q, refreshToken),
    endSessions,
    verifyAccessToken: (token) => verifyAccessToken(config, token),
  };
}
