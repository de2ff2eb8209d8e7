import { randomBytes, randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { getConnInfo } from '@hono/node-server/conninfo';
import { SignJWT, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { Claims, Database, Queryable } from '../../supabase/functions/_shared/db.ts';
import { loadSigningKey } from './keys.ts';
import { RateLimiter } from './rate-limit.ts';

/**
 * The subset of GoTrue (Supabase Auth) that auth-js v2 uses, over the `auth` schema of the shim:
 * same routes, JSON shapes, status codes, error bodies and JWT claims, so the unmodified client
 * cannot tell it from Supabase. Mounted at /auth/v1.
 */

export interface AuthOptions {
  db: Database;
  /** Where the signing key lives; undefined → a fresh key per process (tests). */
  dataDir?: string;
  /** `<origin>/auth/v1`, the `iss` of every access token. */
  issuer: string;
  jwtExpirySeconds?: number;
  /** How long a rotated refresh token may still be used (GoTrue: refresh_token_reuse_interval, 10 s). */
  refreshTokenReuseIntervalMs?: number;
  minPasswordLength?: number;
  rateLimits?: Partial<RateLimits>;
  /** The client address the rate limits count by; defaults to the socket's peer. */
  clientIp?: (c: Context) => string | null;
}

/** Supabase's defaults (config.toml [auth.rate_limit]), per client IP. */
export interface RateLimits {
  anonymousPerHour: number;
  signInSignUpsPer5Min: number;
  tokenRefreshPer5Min: number;
}

export const defaultRateLimits: RateLimits = { anonymousPerHour: 30, signInSignUpsPer5Min: 30, tokenRefreshPer5Min: 150 };

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export interface AuthStack {
  /** Hono app whose routes are relative to /auth/v1. */
  app: Hono;
  /** The public signing keys, as served at /auth/v1/.well-known/jwks.json. */
  jwks: JSONWebKeySet;
  issuer: string;
  /** Opens a new session for an existing user (as a password sign-in would). */
  signSession(userId: string): Promise<SessionResponse>;
  /** Verifies an access token (signature, issuer, audience, expiry) and returns its claims. */
  verifyAccessToken(token: string): Promise<Claims>;
}

const API_VERSION = '2024-01-01';
const MINUTE = 60_000;

class AuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const email = z.string().trim().toLowerCase().max(255).pipe(z.email());
const password = z.string().max(72, 'Password cannot be longer than 72 characters');
const metadata = z
  .record(z.string().max(64), z.unknown())
  .refine((data) => JSON.stringify(data).length <= 4096, 'User metadata is too large');
const captcha = z.object({ captcha_token: z.string().max(4096).nullish() }).nullish();

const signupBody = z.object({
  email: z.union([z.literal(''), email]).nullish(),
  phone: z.string().max(32).nullish(),
  password: password.nullish(),
  data: metadata.nullish(),
  gotrue_meta_security: captcha,
});
const passwordGrantBody = z.object({
  email: email.nullish(),
  phone: z.string().max(32).nullish(),
  password: password,
  gotrue_meta_security: captcha,
});
const refreshGrantBody = z.object({ refresh_token: z.string().min(1).max(255) });
const updateUserBody = z.object({
  email: email.nullish(),
  phone: z.string().max(32).nullish(),
  password: password.nullish(),
  data: metadata.nullish(),
  nonce: z.string().max(64).nullish(),
});
const logoutQuery = z.enum(['global', 'local', 'others']);

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  email_confirmed_at?: string;
  phone_confirmed_at?: string;
  confirmed_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: unknown[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous`;

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : undefined);

function earliest(...dates: (Date | null)[]): Date | null {
  const present = dates.filter((date): date is Date => date !== null);
  return present.length ? new Date(Math.min(...present.map((date) => new Date(date).getTime()))) : null;
}

async function loadUser(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow & Record<string, unknown>>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return user;
}

async function userJson(q: Queryable, user: UserRow): Promise<UserJson> {
  const identities = await q.query<IdentityRow & Record<string, unknown>>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
       from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const json: UserJson = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(earliest(user.email_confirmed_at, user.phone_confirmed_at)),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: typeof identity.identity_data?.email === 'string' ? identity.identity_data.email.toLowerCase() : undefined,
    })),
    created_at: iso(user.created_at)!,
    updated_at: iso(user.updated_at)!,
    is_anonymous: user.is_anonymous,
  };
  // GoTrue omits empty timestamps (omitempty); keep the JSON byte-for-byte comparable.
  for (const key of Object.keys(json) as (keyof UserJson)[]) if (json[key] === undefined) delete json[key];
  return json;
}

/** GoTrue stores bcrypt hashes as $2a$ (Go's x/crypto); bcryptjs writes the identical $2b$ variant. */
async function hashPassword(plain: string): Promise<string> {
  return (await bcrypt.hash(plain, 10)).replace(/^\$2b\$/, '$2a$');
}

// Compared against when the user does not exist, so a wrong email costs as long as a wrong password.
// A literal: hashing it at start-up would cost the boot a bcrypt round.
const DUMMY_HASH = '$2a$10$7EqJtq98hPqEX7fNZaFWoOhi5BWX4Z7S4fFBv3b3a1FvVx8bqm0/K';

async function insertEmailIdentity(q: Queryable, userId: string, address: string): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::text::jsonb, 'email', now(), now(), now())`,
    [userId, userId, JSON.stringify({ sub: userId, email: address, email_verified: true, phone_verified: false })],
  );
}

function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function newRefreshToken(): string {
  // GoTrue's opaque tokens are lowercase alphanumerics; 20 bytes of entropy, base36.
  return BigInt(`0x${randomBytes(20).toString('hex')}`).toString(36).padStart(31, '0');
}

export async function createAuthApp(options: AuthOptions): Promise<AuthStack> {
  const { db, issuer } = options;
  const expiresIn = options.jwtExpirySeconds ?? 3600;
  const reuseIntervalMs = options.refreshTokenReuseIntervalMs ?? 10_000;
  const minPasswordLength = options.minPasswordLength ?? 8;
  const limits = { ...defaultRateLimits, ...options.rateLimits };
  const anonymousLimiter = new RateLimiter(limits.anonymousPerHour, 60 * MINUTE);
  const signInLimiter = new RateLimiter(limits.signInSignUpsPer5Min, 5 * MINUTE);
  const refreshLimiter = new RateLimiter(limits.tokenRefreshPer5Min, 5 * MINUTE);
  const key = await loadSigningKey(options.dataDir);
  const jwks: JSONWebKeySet = { keys: [key.publicJwk] };

  async function accessToken(user: UserRow, sessionId: string, sessionCreatedAt: Date): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: 'aal1',
      amr: [{ method: user.is_anonymous ? 'anonymous' : 'password', timestamp: Math.floor(new Date(sessionCreatedAt).getTime() / 1000) }],
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

  async function sessionResponse(q: Queryable, user: UserRow, sessionId: string, sessionCreatedAt: Date, refreshToken: string): Promise<SessionResponse> {
    const token = await accessToken(user, sessionId, sessionCreatedAt);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: Math.floor(Date.now() / 1000) + expiresIn,
      refresh_token: refreshToken,
      user: await userJson(q, user),
    };
  }

  /** A new session with its first refresh token, inside the caller's transaction. */
  async function openSession(q: Queryable, userId: string, userAgent: string | null, ip: string | null): Promise<SessionResponse> {
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
    const user = (await loadUser(q, userId))!;
    return sessionResponse(q, user, session!.id, session!.created_at, refreshToken);
  }

  async function verifyAccessToken(token: string): Promise<Claims> {
    const { payload } = await jwtVerify<JWTPayload & Claims>(token, key.publicKey, {
      issuer,
      audience: 'authenticated',
      algorithms: ['ES256'],
    });
    return payload;
  }

  function clientIp(c: Context): string | null {
    if (options.clientIp) return options.clientIp(c);
    try {
      return getConnInfo(c).remote.address ?? null;
    } catch {
      return null; // app.request() in tests has no socket
    }
  }

  async function body<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new AuthError(400, 'validation_failed', parsed.error.issues[0]?.message ?? 'Invalid request');
    return parsed.data;
  }

  function limit(limiter: RateLimiter, c: Context): void {
    if (!limiter.take(clientIp(c) ?? 'unknown')) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }

  function checkPasswordStrength(plain: string): void {
    if (plain.length < minPasswordLength) {
      const message = `Password should be at least ${minPasswordLength} characters.`;
      throw new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'], message } });
    }
  }

  /** The caller's verified claims plus their live session and user (GoTrue's requireAuthentication). */
  async function authenticate(c: Context): Promise<{ claims: Claims; user: UserRow }> {
    const header = c.req.header('authorization') ?? '';
    const match = /^bearer (\S+)$/i.exec(header);
    if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: Claims;
    try {
      claims = await verifyAccessToken(match[1]!);
    } catch (error) {
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
    }
    const [session] = await db.query(`select 1 from auth.sessions where id = $1`, [claims.session_id ?? null]);
    if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const user = await loadUser(db, claims.sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { claims, user };
  }

  const app = new Hono();

  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Accept', 'Authorization', 'Content-Type', 'X-Client-IP', 'X-Client-Info', 'X-JWT-AUD', 'x-use-cookie',
        'X-Supabase-Api-Version', 'apikey', 'x-retry-count', 'traceparent', 'tracestate', 'baggage',
      ],
      exposeHeaders: ['X-Total-Count', 'Link', 'X-Supabase-Api-Version', 'x-sb-error-code'],
      maxAge: 86400,
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Supabase-Api-Version', API_VERSION);
  });

  app.onError((error, c) => {
    if (error instanceof AuthError) {
      c.header('x-sb-error-code', error.code);
      c.header('X-Supabase-Api-Version', API_VERSION);
      return c.json({ code: error.code, error_code: error.code, msg: error.message, message: error.message, ...error.extra }, error.status);
    }
    console.error('auth: unexpected error', (error as Error).name, pgCode(error) ?? '');
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json({ code: 'unexpected_failure', error_code: 'unexpected_failure', msg: 'Unexpected failure', message: 'Unexpected failure' }, 500);
  });

  app.get('/health', (c) => c.json({ version: 'hearth-local', name: 'GoTrue', description: 'GoTrue-compatible auth of the Hearth local stack' }));

  app.get('/settings', (c) =>
    c.json({
      external: { anonymous_users: true, email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(jwks);
  });

  app.post('/signup', async (c) => {
    const input = await body(c, signupBody);
    const userAgent = c.req.header('user-agent') ?? null;
    const ip = clientIp(c);
    if (!input.email && !input.phone) {
      limit(anonymousLimiter, c);
      const session = await db.transaction(async (q) => {
        const [row] = await q.query<{ id: string }>(
          `insert into auth.users (instance_id, id, aud, role, raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', '{}'::jsonb, $2::text::jsonb, true, now(), now())
           returning id`,
          [randomUUID(), JSON.stringify(input.data ?? {})],
        );
        return openSession(q, row!.id, userAgent, ip);
      });
      return c.json(session);
    }
    if (input.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
    limit(signInLimiter, c);
    if (!input.password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(input.password);
    const hash = await hashPassword(input.password);
    const address = input.email!;
    const session = await db.transaction(async (q) => {
      const [existing] = await q.query(`select 1 from auth.users where lower(email) = $1`, [address]);
      if (existing) throw new AuthError(422, 'user_already_exists', 'User already registered');
      const id = randomUUID();
      await q.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
                 $4::text::jsonb, $5::text::jsonb, false, now(), now())`,
        [id, address, hash, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(input.data ?? {})],
      );
      await insertEmailIdentity(q, id, address);
      return openSession(q, id, userAgent, ip);
    }).catch((error: unknown) => {
      if (pgCode(error) === '23505') throw new AuthError(422, 'user_already_exists', 'User already registered');
      throw error;
    });
    return c.json(session);
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const userAgent = c.req.header('user-agent') ?? null;
    const ip = clientIp(c);

    if (grantType === 'password') {
      limit(signInLimiter, c);
      const input = await body(c, passwordGrantBody);
      if (!input.email) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on login.');
      const [user] = await db.query<{ id: string; encrypted_password: string | null }>(
        `select id, encrypted_password from auth.users where lower(email) = $1 and not is_anonymous`,
        [input.email],
      );
      const matches = await bcrypt.compare(input.password, user?.encrypted_password ?? DUMMY_HASH);
      if (!user || !user.encrypted_password || !matches) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      await db.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [user.id]);
      return c.json(await db.transaction((q) => openSession(q, user.id, userAgent, ip)));
    }

    if (grantType === 'refresh_token') {
      limit(refreshLimiter, c);
      const input = await body(c, refreshGrantBody);
      // Either a session to return or an error to raise once the revocation is committed.
      const outcome = await db.transaction(async (q): Promise<SessionResponse | AuthError> => {
        const [token] = await q.query<{ id: string; token: string; revoked: boolean; updated_at: Date; session_id: string }>(
          `select id::text, token, revoked, updated_at, session_id from auth.refresh_tokens where token = $1 for update`,
          [input.refresh_token],
        );
        const [session] = token
          ? await q.query<{ id: string; user_id: string; created_at: Date }>(
              `select id, user_id, created_at from auth.sessions where id = $1`,
              [token.session_id],
            )
          : [];
        if (!token || !session) return new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        let nextToken: string;
        if (token.revoked) {
          const [active] = await q.query<{ token: string }>(
            `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
            [session.id],
          );
          const withinReuseInterval = Date.now() - new Date(token.updated_at).getTime() <= reuseIntervalMs;
          if (!withinReuseInterval || !active) {
            // Reuse outside the window looks like a stolen token: end the whole session, as GoTrue does.
            await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`, [session.id]);
            return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
          }
          nextToken = active.token;
        } else {
          nextToken = newRefreshToken();
          await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [token.id]);
          await q.query(
            `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id, created_at, updated_at)
             values ($1, $2, false, $3, $4, now(), now())`,
            [nextToken, session.user_id, token.token, session.id],
          );
          await q.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [session.id]);
        }
        const user = await loadUser(q, session.user_id);
        if (!user) return new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return sessionResponse(q, user, session.id, session.created_at, nextToken);
      });
      if (outcome instanceof AuthError) throw outcome;
      return c.json(outcome);
    }

    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  app.get('/user', async (c) => {
    const { user } = await authenticate(c);
    return c.json(await userJson(db, user));
  });

  app.put('/user', async (c) => {
    const { user } = await authenticate(c);
    const input = await body(c, updateUserBody);
    if (input.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    if (input.password) checkPasswordStrength(input.password);
    if (user.is_anonymous && input.password && !input.email && !user.email) {
      throw new AuthError(422, 'validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed');
    }
    const hash = input.password ? await hashPassword(input.password) : null;
    const updated = await db
      .transaction(async (q) => {
        if (input.email && input.email !== user.email) {
          const [taken] = await q.query(`select 1 from auth.users where lower(email) = $1 and id <> $2`, [input.email, user.id]);
          if (taken) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
          // Autoconfirm (as Supabase with mailer_autoconfirm): the new email applies at once and an
          // anonymous user becomes permanent, keeping its id and everything it wrote.
          await q.query(
            `update auth.users set email = $2, email_confirmed_at = now(), is_anonymous = false,
               raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"provider":"email","providers":["email"]}'::jsonb
             where id = $1`,
            [user.id, input.email],
          );
          await q.query(`delete from auth.identities where user_id = $1 and provider = 'email'`, [user.id]);
          await insertEmailIdentity(q, user.id, input.email);
        }
        if (hash) await q.query(`update auth.users set encrypted_password = $2 where id = $1`, [user.id, hash]);
        if (input.data) {
          // GoTrue merges metadata; a null value removes the key.
          const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}) };
          for (const [name, value] of Object.entries(input.data)) {
            if (value === null) delete merged[name];
            else merged[name] = value;
          }
          await q.query(`update auth.users set raw_user_meta_data = $2::text::jsonb where id = $1`, [user.id, JSON.stringify(merged)]);
        }
        await q.query(`update auth.users set updated_at = now() where id = $1`, [user.id]);
        return userJson(q, (await loadUser(q, user.id))!);
      })
      .catch((error: unknown) => {
        if (error instanceof AuthError) throw error;
        // Profile rules live in the database (e.g. a taken or invalid username in user_metadata).
        if (pgCode(error) === '23505') throw new AuthError(422, 'conflict', 'This value is already taken');
        if (pgCode(error) === 'P0001' || pgCode(error) === '23514') throw new AuthError(422, 'validation_failed', (error as Error).message);
        throw error;
      });
    return c.json(updated);
  });

  app.post('/logout', async (c) => {
    const parsed = logoutQuery.safeParse(c.req.query('scope') ?? 'global');
    if (!parsed.success) throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
    const { claims } = await authenticate(c);
    const scope = parsed.data;
    const [condition, params] =
      scope === 'global'
        ? ['user_id = $1', [claims.sub]]
        : scope === 'local'
          ? ['id = $1', [claims.session_id]]
          : ['user_id = $1 and id <> $2', [claims.sub, claims.session_id]];
    await db.transaction(async (q) => {
      await q.query(`delete from auth.refresh_tokens where session_id in (select id from auth.sessions where ${condition})`, params);
      await q.query(`delete from auth.sessions where ${condition}`, params);
    });
    return c.body(null, 204);
  });

  async function signSession(userId: string): Promise<SessionResponse> {
    return db.transaction((q) => openSession(q, userId, null, null));
  }

  return { app, jwks, issuer, signSession, verifyAccessToken };
}
