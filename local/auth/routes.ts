// The GoTrue routes auth-js v2 calls, over the `auth` schema of the shim.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { JSONWebKeySet } from 'jose';
import { z } from 'zod';
import type { Claims, Database, Queryable } from '../../supabase/functions/_shared/db.ts';
import { API_VERSION, AuthError, authErrorResponse, pgCode } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { LogoutScope, Tokens } from './tokens.ts';
import {
  checkMetadata,
  checkNewPassword,
  hashPassword,
  insertEmailIdentity,
  isUnlistedEmail,
  loadUser,
  passwordMatches,
  userJson,
  unlistedEmail,
  type UserRow,
} from './users.ts';

export interface RouteContext {
  db: Database;
  tokens: Tokens;
  jwks: JSONWebKeySet;
  limiters: { anonymous: RateLimiter; signIn: RateLimiter; refresh: RateLimiter };
  clientIp(c: Context): string | null;
  /** Told which sessions a sign-out ended, so caches of their tokens go at once. */
  sessionsEnded(ids: string[]): void;
}

const email = z.string().trim().toLowerCase().max(255).pipe(z.email());
// Unlisted addresses are the Auth server's own (users.ts); nobody chooses one.
const newEmail = email.refine(
  (address) => !isUnlistedEmail(address),
  'Unable to validate email address: invalid format',
);
// Long enough for any 72-byte password; the byte limit itself is the password rule's (clear message).
const password = z.string().max(288);
const metadata = z
  .record(z.string().max(64), z.unknown())
  .refine((data) => JSON.stringify(data).length <= 4096, 'User metadata is too large');
const captcha = z.object({ captcha_token: z.string().max(4096).nullish() }).nullish();

const signupBody = z.object({
  email: z.union([z.literal(''), newEmail]).nullish(),
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
  email: newEmail.nullish(),
  phone: z.string().max(32).nullish(),
  password: password.nullish(),
  // GoTrue's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD field (auth-js UserAttributes).
  current_password: password.nullish(),
  data: metadata.nullish(),
  nonce: z.string().max(64).nullish(),
});
const logoutQuery = z.enum(['global', 'local', 'others']);

type Input<T extends z.ZodType> = z.infer<T>;

async function body<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new AuthError(400, 'validation_failed', parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}

const CORS = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowHeaders: [
    'Accept',
    'Authorization',
    'Content-Type',
    'X-Client-IP',
    'X-Client-Info',
    'X-JWT-AUD',
    'x-use-cookie',
    'X-Supabase-Api-Version',
    'apikey',
    'x-retry-count',
    'traceparent',
    'tracestate',
    'baggage',
  ],
  exposeHeaders: ['X-Total-Count', 'Link', 'X-Supabase-Api-Version', 'x-sb-error-code'],
  maxAge: 86400,
});

function limit(ctx: RouteContext, limiter: RateLimiter, c: Context): void {
  if (!limiter.take(ctx.clientIp(c) ?? 'unknown'))
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

const client = (ctx: RouteContext, c: Context) => ({
  userAgent: c.req.header('user-agent') ?? null,
  ip: ctx.clientIp(c),
});

/** The caller's verified claims plus their live session and user (GoTrue's requireAuthentication). */
async function authenticate(ctx: RouteContext, c: Context): Promise<{ claims: Claims; user: UserRow }> {
  const match = /^bearer (\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims: Claims;
  try {
    claims = await ctx.tokens.verifyAccessToken(match[1]!);
  } catch (error) {
    const reason = (error as Error).message;
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const [session] = await ctx.db.query(`select 1 from auth.sessions where id = $1`, [claims.session_id ?? null]);
  if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const user = await loadUser(ctx.db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims, user };
}

async function anonymousSignIn(ctx: RouteContext, c: Context, input: Input<typeof signupBody>) {
  limit(ctx, ctx.limiters.anonymous, c);
  // An anonymous user has no username: metadata may not claim one (issue 14: squatting).
  const data = checkMetadata(input.data ?? {}, { registering: false, currentUsername: undefined });
  const { userAgent, ip } = client(ctx, c);
  return ctx.db.transaction(async (q) => {
    const [row] = await q.query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', '{}'::jsonb, $2::text::jsonb, true, now(), now())
       returning id`,
      [randomUUID(), JSON.stringify(data)],
    );
    return ctx.tokens.openSession(q, row!.id, userAgent, ip);
  });
}

async function passwordSignUp(ctx: RouteContext, c: Context, input: Input<typeof signupBody>) {
  if (input.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  limit(ctx, ctx.limiters.signIn, c);
  if (!input.password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  await checkNewPassword(input.password);
  const data = checkMetadata(input.data ?? {}, { registering: true, currentUsername: undefined });
  const hash = await hashPassword(input.password);
  const address = input.email!;
  const { userAgent, ip } = client(ctx, c);
  // Whether an email has an account is nobody's business (issue 14): a taken address answers exactly
  // as a fresh one, and the new account keeps an unlisted address instead (it signs in by username).
  const signUp = () =>
    ctx.db.transaction(async (q) => {
      const [existing] = await q.query(`select 1 from auth.users where lower(email) = $1`, [address]);
      const id = randomUUID();
      const stored = existing ? unlistedEmail(id) : address;
      await q.query(
        `insert into auth.users (instance_id, id, aud, role, email, email_change, encrypted_password, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, now(),
                 $5::text::jsonb, $6::text::jsonb, false, now(), now())`,
        [
          id,
          stored,
          existing ? address : null,
          hash,
          JSON.stringify({ provider: 'email', providers: ['email'] }),
          JSON.stringify(data),
        ],
      );
      await insertEmailIdentity(q, id, stored);
      return ctx.tokens.openSession(q, id, userAgent, ip);
    });
  for (let tries = 0; ; tries++) {
    try {
      return await signUp();
    } catch (error) {
      if (pgCode(error) !== '23505') throw error;
      // A concurrent sign-up took the address between our look and our insert: once more, unlisted.
      const [raced] = await ctx.db.query(`select 1 from auth.users where lower(email) = $1`, [address]);
      if (raced && tries === 0) continue;
      // Otherwise the username (profiles' unique indexes, through the sync_profile trigger).
      throw new AuthError(422, 'conflict', 'This username is already taken');
    }
  }
}

async function passwordGrant(ctx: RouteContext, c: Context) {
  limit(ctx, ctx.limiters.signIn, c);
  const input = await body(c, passwordGrantBody);
  if (!input.email) {
    throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  const [user] = await ctx.db.query<{ id: string; encrypted_password: string | null }>(
    `select id, encrypted_password from auth.users where lower(email) = $1 and not is_anonymous`,
    [input.email],
  );
  // The bcrypt comparison runs for an unknown address too, so the time does not tell which have accounts.
  const matches = await passwordMatches(input.password, user?.encrypted_password);
  if (!user || !matches) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  const { userAgent, ip } = client(ctx, c);
  return ctx.db.transaction(async (q) => {
    await q.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [
      user.id,
    ]);
    return ctx.tokens.openSession(q, user.id, userAgent, ip);
  });
}

async function refreshGrant(ctx: RouteContext, c: Context) {
  limit(ctx, ctx.limiters.refresh, c);
  const input = await body(c, refreshGrantBody);
  // Either a session to return or an error to raise once the revocation is committed.
  const outcome = await ctx.db.transaction((q) => ctx.tokens.refresh(q, input.refresh_token));
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

/**
 * A registered user's password and email protect the account, so changing either needs the current
 * password (GoTrue's secure password change): a stolen access token alone cannot take it over.
 * An anonymous user has no password yet; setting the first one is how it registers.
 */
async function checkCurrentPassword(user: UserRow, input: Input<typeof updateUserBody>): Promise<void> {
  const changesCredentials = !!input.password || (!!input.email && input.email !== user.email);
  if (user.is_anonymous || !user.encrypted_password || !changesCredentials) return;
  if (!input.current_password) {
    throw new AuthError(400, 'current_password_required', 'Current password required when setting new password.');
  }
  if (!(await passwordMatches(input.current_password, user.encrypted_password))) {
    throw new AuthError(400, 'current_password_mismatch', 'Current password does not match.');
  }
}

async function applyUserChanges(q: Queryable, user: UserRow, input: Input<typeof updateUserBody>, hash: string | null) {
  let answered: string | undefined;
  if (input.email && input.email !== user.email) {
    const [taken] = await q.query(`select 1 from auth.users where lower(email) = $1 and id <> $2`, [
      input.email,
      user.id,
    ]);
    // A taken address answers exactly as a success (issue 14: no probing which emails have accounts).
    // Nothing changes for an account that has an email; one without (an anonymous user registering)
    // becomes permanent with an unlisted address instead, and signs in by username.
    const stored = taken ? (user.email ?? unlistedEmail(user.id)) : input.email;
    if (stored === user.email) answered = input.email;
    else {
      // Autoconfirm (as Supabase with mailer_autoconfirm): the new email applies at once and an
      // anonymous user becomes permanent, keeping its id and everything it wrote.
      await q.query(
        `update auth.users set email = $2, email_change = $3, email_confirmed_at = now(), is_anonymous = false,
           raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"provider":"email","providers":["email"]}'::jsonb
         where id = $1`,
        [user.id, stored, taken ? input.email : null],
      );
      await q.query(`delete from auth.identities where user_id = $1 and provider = 'email'`, [user.id]);
      await insertEmailIdentity(q, user.id, stored);
    }
  }
  if (hash) await q.query(`update auth.users set encrypted_password = $2 where id = $1`, [user.id, hash]);
  if (input.data) {
    // GoTrue merges metadata; a null value removes the key.
    const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}) };
    for (const [name, value] of Object.entries(input.data)) {
      if (value === null) delete merged[name];
      else merged[name] = value;
    }
    await q.query(`update auth.users set raw_user_meta_data = $2::text::jsonb where id = $1`, [
      user.id,
      JSON.stringify(merged),
    ]);
  }
  await q.query(`update auth.users set updated_at = now() where id = $1`, [user.id]);
  return userJson(q, (await loadUser(q, user.id))!, answered);
}

async function updateUser(ctx: RouteContext, c: Context) {
  const { user } = await authenticate(ctx, c);
  const input = await body(c, updateUserBody);
  if (input.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (user.is_anonymous && input.password && !input.email && !user.email) {
    throw new AuthError(
      422,
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    );
  }
  await checkCurrentPassword(user, input);
  if (input.password) await checkNewPassword(input.password);
  const registering = user.is_anonymous && !!input.email && !!input.password;
  if (input.data) {
    const currentUsername = user.raw_user_meta_data?.username;
    input.data = checkMetadata(input.data, { registering, currentUsername });
  }
  const hash = input.password ? await hashPassword(input.password) : null;
  return ctx.db
    .transaction((q) => applyUserChanges(q, user, input, hash))
    .catch((error: unknown) => {
      if (error instanceof AuthError) throw error;
      // Profile rules live in the database (e.g. a taken username in user_metadata).
      if (pgCode(error) === '23505') throw new AuthError(422, 'conflict', 'This value is already taken');
      if (pgCode(error) === 'P0001' || pgCode(error) === '23514')
        throw new AuthError(422, 'validation_failed', (error as Error).message);
      throw error;
    });
}

async function logout(ctx: RouteContext, c: Context) {
  const parsed = logoutQuery.safeParse(c.req.query('scope') ?? 'global');
  if (!parsed.success) throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
  const { claims } = await authenticate(ctx, c);
  const ended = await ctx.db.transaction((q) => ctx.tokens.endSessions(q, claims, parsed.data as LogoutScope));
  ctx.sessionsEnded(ended);
}

export function authRoutes(ctx: RouteContext): Hono {
  const app = new Hono();
  app.use('*', CORS);
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Supabase-Api-Version', API_VERSION);
  });
  app.onError(authErrorResponse);
  app.get('/health', (c) =>
    c.json({
      version: 'hearth-local',
      name: 'GoTrue',
      description: 'GoTrue-compatible auth of the Hearth local stack',
    }),
  );
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
    return c.json(ctx.jwks);
  });
  app.post('/signup', async (c) => {
    const input = await body(c, signupBody);
    return c.json(
      await (!input.email && !input.phone ? anonymousSignIn(ctx, c, input) : passwordSignUp(ctx, c, input)),
    );
  });
  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') return c.json(await passwordGrant(ctx, c));
    if (grantType === 'refresh_token') return c.json(await refreshGrant(ctx, c));
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });
  app.get('/user', async (c) => c.json(await userJson(ctx.db, (await authenticate(ctx, c)).user)));
  app.put('/user', async (c) => c.json(await updateUser(ctx, c)));
  app.post('/logout', async (c) => {
    await logout(ctx, c);
    return c.body(null, 204);
  });
  return app;
}
