// The unmodified supabase-js client against the local stack's /auth/v1: it must not be able to
// tell it from Supabase for everything Hearth uses.
import { setTimeout as sleep } from 'node:timers/promises';
import { AuthApiError } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestStack, unique, type TestStack } from './harness.ts';

const REUSE_WINDOW_MS = 1500;
const password = 'correct horse 42';

describe.each(backends)('auth on %s', (backend) => {
  let t: TestStack;

  beforeAll(async () => {
    t = await startTestStack(backend, {
      seed: false,
      auth: {
        refreshTokenReuseIntervalMs: REUSE_WINDOW_MS,
        rateLimits: { anonymousPerHour: 1000, signInSignUpsPer5Min: 1000, tokenRefreshPer5Min: 1000 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in anonymously with GoTrue claims', async () => {
    const { data, error } = await t.client().auth.signInAnonymously();
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(data.user!.is_anonymous).toBe(true);
    expect(data.user!.email).toBe('');
    expect(data.user!.app_metadata).toEqual({});
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${t.stack.url}/auth/v1`,
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: '',
      phone: '',
      app_metadata: {},
      user_metadata: {},
      is_anonymous: true,
      aal: 'aal1',
      amr: [{ method: 'anonymous', timestamp: expect.any(Number) }],
      session_id: expect.any(String),
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('signs up with email and password (auto-confirmed), stores a bcrypt $2a$ hash, and signs in', async () => {
    const email = `${unique('up')}@example.test`;
    const signUp = await t.client().auth.signUp({ email, password, options: { data: { username: 'maple' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();
    expect(signUp.data.user).toMatchObject({ email, is_anonymous: false, user_metadata: { username: 'maple' } });
    expect(signUp.data.user!.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(signUp.data.user!.identities).toHaveLength(1);

    const [row] = await t.stack.db.query<{ encrypted_password: string }>(
      `select encrypted_password from auth.users where id = $1`,
      [signUp.data.user!.id],
    );
    expect(row!.encrypted_password).toMatch(/^\$2a\$10\$/);
    expect(await bcrypt.compare(password, row!.encrypted_password)).toBe(true);

    const client = t.client();
    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user!.id).toBe(signUp.data.user!.id);
    expect(decodeJwt(signIn.data.session!.access_token)).toMatchObject({
      email,
      amr: [{ method: 'password' }],
      is_anonymous: false,
    });
    const { data: user } = await client.auth.getUser();
    expect(user.user!.id).toBe(signUp.data.user!.id);
  });

  it('refuses a weak password and a wrong password with GoTrue error codes; a duplicate email is not told', async () => {
    const email = `${unique('dup')}@example.test`;
    const first = await t.client().auth.signUp({ email, password });
    expect(first.error).toBeNull();

    // Issue 14: a taken email answers as a fresh one (a new account that keeps an unlisted address).
    const duplicate = await t.client().auth.signUp({ email, password });
    expect(duplicate.error).toBeNull();
    expect(duplicate.data.user).toMatchObject({ email, is_anonymous: false });
    expect(duplicate.data.user!.id).not.toBe(first.data.user!.id);

    const weak = await t.client().auth.signUp({ email: `${unique('weak')}@example.test`, password: 'short' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
    });

    const wrong = await t.client().auth.signInWithPassword({ email, password: 'not the password' });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const nobody = await t.client().auth.signInWithPassword({ email: `${unique('nobody')}@example.test`, password });
    expect(nobody.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('rotates refresh tokens; a used one works only inside the reuse window', async () => {
    const client = t.client();
    const { data } = await client.auth.signInAnonymously();
    const first = data.session!;

    const rotated = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(rotated.error).toBeNull();
    const second = rotated.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);

    // A concurrent tab that still holds the old token inside the window gets the current one.
    const reused = await t.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toBeNull();
    expect(reused.data.session!.refresh_token).toBe(second.refresh_token);

    await sleep(REUSE_WINDOW_MS + 500);
    const late = await t.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // Reuse outside the window ends the whole session, as GoTrue does.
    const after = await t.client().auth.refreshSession({ refresh_token: second.refresh_token });
    expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    const unknown = await t.client().auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('upgrades an anonymous user in place with updateUser, keeping its id', async () => {
    const client = t.client();
    const { data } = await client.auth.signInAnonymously();
    const id = data.user!.id;
    const email = `${unique('link')}@example.test`;

    const updated = await client.auth.updateUser({ email, password, data: { username: unique('fern') } });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ id, email, is_anonymous: false });
    expect(updated.data.user!.app_metadata).toMatchObject({ provider: 'email' });

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user!.id).toBe(id);
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ sub: id, is_anonymous: false, email });

    const again = await t.client().auth.signInWithPassword({ email, password });
    expect(again.data.user!.id).toBe(id);
  });

  it('refuses a password without an email for an anonymous user; a taken email is not told', async () => {
    const taken = `${unique('taken')}@example.test`;
    expect((await t.client().auth.signUp({ email: taken, password })).error).toBeNull();
    const client = t.client();
    await client.auth.signInAnonymously();

    const noEmail = await client.auth.updateUser({ password });
    expect(noEmail.error).toMatchObject({ status: 422, code: 'validation_failed' });
    const clash = await client.auth.updateUser({ email: taken, password });
    expect(clash.error).toBeNull();
    expect(clash.data.user).toMatchObject({ email: taken, is_anonymous: false });
    // The address stays its owner's: signing in with it reaches the owner, not this account.
    const owner = await t.client().auth.signInWithPassword({ email: taken, password });
    expect(owner.data.user!.id).not.toBe(clash.data.user!.id);
  });

  it('installs a session obtained elsewhere with setSession (as the SPA does after /api/login)', async () => {
    const email = `${unique('install')}@example.test`;
    const issued = (await t.client().auth.signUp({ email, password })).data.session!;
    const browser = t.client();
    const installed = await browser.auth.setSession({
      access_token: issued.access_token,
      refresh_token: issued.refresh_token,
    });
    expect(installed.error).toBeNull();
    expect(installed.data.user).toMatchObject({ id: issued.user.id, email });
    expect((await browser.auth.getSession()).data.session?.access_token).toBe(issued.access_token);
  });

  it('signs out: the session is gone for getUser and for refresh', async () => {
    const client = t.client();
    const { data } = await client.auth.signInAnonymously();
    const { access_token, refresh_token } = data.session!;

    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const other = t.client();
    // auth-js turns GoTrue's 403 session_not_found into AuthSessionMissingError.
    const user = await other.auth.getUser(access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const raw = await fetch(`${t.stack.url}/auth/v1/user`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });
    const refresh = await other.auth.refreshSession({ refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signOut scope "others" keeps the current session only', async () => {
    const email = `${unique('scope')}@example.test`;
    const phone = t.client();
    await phone.auth.signUp({ email, password });
    const laptop = t.client();
    const laptopSession = (await laptop.auth.signInWithPassword({ email, password })).data.session!;

    expect((await phone.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await phone.auth.getUser()).error).toBeNull();
    expect((await t.client().auth.getUser(laptopSession.access_token)).error?.name).toBe('AuthSessionMissingError');
  });

  it('getClaims verifies the token against the published JWKS', async () => {
    const client = t.client();
    const { data } = await client.auth.signInAnonymously();
    const jwks = (await (await fetch(`${t.stack.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: { kid: string; kty: string; d?: string }[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(jwks.keys[0]!.d).toBeUndefined();

    const verified = await client.auth.getClaims();
    expect(verified.error).toBeNull();
    expect(verified.data!.claims.sub).toBe(data.user!.id);
    expect(verified.data!.header.kid).toBe(jwks.keys[0]!.kid);

    // A token signed by anyone else fails verification.
    const [header, payload] = data.session!.access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not a signature').toString('base64url')}`;
    const rejected = await client.auth.getClaims(forged);
    expect(rejected.error).not.toBeNull();
  });

  it('answers with the error body, API version header and CORS exposure auth-js relies on', async () => {
    const preflight = await fetch(`${t.stack.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://elsewhere.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey,x-client-info,authorization,content-type,x-supabase-api-version,x-retry-count',
      },
    });
    expect(preflight.status).toBe(204);
    const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of [
      'apikey',
      'x-client-info',
      'authorization',
      'content-type',
      'x-supabase-api-version',
      'x-retry-count',
    ])
      expect(allowed).toContain(header);

    const res = await fetch(`${t.stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://elsewhere.test' },
      body: JSON.stringify({ email: 'nobody@example.test', password: 'whatever1' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(await res.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    });
  });
});

describe('auth rate limits', () => {
  let t: TestStack;

  beforeAll(async () => {
    t = await startTestStack('pglite', {
      seed: false,
      auth: { rateLimits: { anonymousPerHour: 2, signInSignUpsPer5Min: 2 } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 over_request_rate_limit past the anonymous sign-in limit', async () => {
    for (let i = 0; i < 2; i++) expect((await t.client().auth.signInAnonymously()).error).toBeNull();
    const over = await t.client().auth.signInAnonymously();
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('counts sign-ins and sign-ups together', async () => {
    const email = `${unique('limit')}@example.test`;
    expect((await t.client().auth.signUp({ email, password })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password })).error).toBeNull();
    const over = await t.client().auth.signInWithPassword({ email, password });
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
