// Who may call what: only tokens our Auth server signed, for the audience and issuer it signs for,
// before they expire; the userCookie label must name the caller.
import { SignJWT, decodeJwt, generateKeyPair, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../local/auth/keys.ts';
import { startHarness, type Harness, type Person } from './harness.ts';

/** The session a real sign-in opened: the API refuses tokens whose session does not exist. */
const sessionOf = (token: string) => decodeJwt(token).session_id as string;

let h: Harness;
let alice: Person;

beforeAll(async () => {
  h = await startHarness({ allowedOrigins: ['https://app.example'] });
  alice = await h.anonymous();
});
afterAll(() => h?.close());

async function tokenWith(options: {
  sign?: 'ours' | 'stranger';
  claims?: Record<string, unknown>;
  issuer?: string;
  audience?: string;
  exp?: number;
}) {
  const ours = await loadSigningKey(h.dataDir);
  const key = options.sign === 'stranger' ? (await generateKeyPair('ES256')).privateKey : ours.privateKey;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    role: 'authenticated',
    is_anonymous: true,
    session_id: sessionOf(alice.token),
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: ours.kid, typ: 'JWT' })
    .setSubject(alice.id)
    .setIssuer(options.issuer ?? `${h.origin}/auth/v1`)
    .setAudience(options.audience ?? 'authenticated')
    .setIssuedAt(now - 7200)
    .setExpirationTime(options.exp ?? now + 600)
    .sign(key);
}

describe('access tokens', () => {
  it('accepts a token the Auth server issued, and one we sign the same way with its key', async () => {
    expect((await h.api('/api/supportive-messages/unread-count', { token: alice.token })).status).toBe(200);
    expect((await h.api('/api/supportive-messages/unread-count', { token: await tokenWith({}) })).status).toBe(200);
  });

  it.each([
    ['garbage', async () => 'not.a.jwt'],
    ['expired', async () => tokenWith({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['signed by a stranger under our kid', async () => tokenWith({ sign: 'stranger' })],
    ['for another issuer', async () => tokenWith({ issuer: 'https://evil.example/auth/v1' })],
    ['for another audience', async () => tokenWith({ audience: 'service' })],
    ['claiming service_role', async () => tokenWith({ claims: { role: 'service_role' } })],
    [
      'alg none',
      async () => {
        const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
        const exp = Math.floor(Date.now() / 1000) + 600;
        const payload = base64url.encode(
          JSON.stringify({
            sub: alice.id,
            role: 'authenticated',
            aud: 'authenticated',
            iss: `${h.origin}/auth/v1`,
            exp,
          }),
        );
        return `${header}.${payload}.`;
      },
    ],
    [
      'HS256 with a guessed secret',
      async () =>
        new SignJWT({ role: 'authenticated' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(alice.id)
          .setIssuer(`${h.origin}/auth/v1`)
          .setAudience('authenticated')
          .setExpirationTime('10m')
          .sign(new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long')),
    ],
  ])('refuses a token that is %s with 401, on reads and writes', async (_name, make) => {
    const token = await make();
    for (const [path, method, body] of [
      ['/api/feed', 'GET', undefined],
      ['/api/supportive-messages/unread-count', 'GET', undefined],
      ['/api/entries', 'POST', { moodTag: 'sad', journalText: 'this should never be stored' }],
    ] as const) {
      const res = await h.api(path, { method, token, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid access token' });
    }
  });

  it('refuses a malformed Authorization header', async () => {
    expect((await h.api('/api/feed', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });

  it('lets public reads through without a token and asks for a user on writes', async () => {
    expect((await h.api('/api/prompt')).status).toBe(200);
    const write = await h.api('/api/entries', {
      method: 'POST',
      body: { moodTag: 'sad', journalText: 'no session, no entry' },
    });
    expect(write).toMatchObject({ status: 401, body: { message: 'Sign-in required' } });
    expect((await h.api('/api/supportive-messages/unread-count')).status).toBe(401);
  });

  it('treats an anonymous user as not logged in for /api/user', async () => {
    expect((await h.api('/api/user')).status).toBe(401);
    expect((await h.api('/api/user', { token: alice.token })).status).toBe(401);
  });

  it("refuses someone else's userCookie with 403", async () => {
    const bob = await h.anonymous();
    for (const path of [
      `/api/supportive-messages/unread-count?userCookie=${bob.cookie}`,
      `/api/supportive-messages?userCookie=${bob.cookie}`,
      `/api/growth?userCookie=${bob.cookie}`,
      `/api/entries/${crypto.randomUUID()}/reactions/${bob.cookie}`,
    ]) {
      expect((await h.api(path, { token: alice.token })).status, path).toBe(403);
    }
    const write = await h.api('/api/entries', {
      method: 'POST',
      token: alice.token,
      body: { moodTag: 'sad', journalText: 'written under a borrowed name', userCookie: bob.cookie },
    });
    expect(write.status).toBe(403);
    expect(
      (await h.api(`/api/supportive-messages/unread-count?userCookie=${alice.cookie}`, { token: alice.token })).status,
    ).toBe(200);
  });
});

describe('transport', () => {
  it('answers CORS preflights for allowed origins before any identity check', async () => {
    const res = await h.api('/api/entries', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, x-client-info, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/apikey/);
    const stranger = await h.api('/api/feed', { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const spa = await h.api('/api/feed', { headers: { origin: 'https://app.example' } });
    expect(spa.status).toBe(200);
    expect(spa.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(spa.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
    expect(spa.headers.get('cache-control')).toBe('no-store');
  });

  it('sets security headers and no-store on every answer, errors included', async () => {
    for (const res of [
      await h.api('/api/prompt'),
      await h.api('/api/nope'),
      await h.api('/api/feed', { token: 'x' }),
      // The cached public reads build their answers with these headers already in place (api-headers.ts),
      // as the caller's own answer and through CORS, which rebuilds it.
      await h.api('/api/feed', { token: alice.token }),
      await h.api('/api/feed', { token: alice.token, headers: { origin: 'https://app.example' } }),
      await h.api('/api/trending'),
      await h.api('/api/community/stats'),
      await h.api('/api/community/category/work', { token: alice.token }),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-type')).toMatch(res.status === 200 ? /^application\/json/ : /./);
    }
  });

  it('refuses bodies over 16 KiB with 413 and unknown routes with 404 JSON', async () => {
    const big = await h.api('/api/entries', {
      method: 'POST',
      token: alice.token,
      body: { moodTag: 'sad', journalText: 'x'.repeat(17 * 1024) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'Request body is larger than 16 KiB' });
    expect(await h.api('/api/nope')).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('refuses the access token once its session signed out at the Auth server (as the SPA does)', async () => {
    const dave = await h.anonymous();
    expect((await h.api('/api/supportive-messages/unread-count', { token: dave.token })).status).toBe(200);
    const out = await fetch(`${h.origin}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: 'sb_publishable_local', authorization: `Bearer ${dave.token}` },
    });
    expect(out.status).toBe(204);
    expect((await h.api('/api/supportive-messages/unread-count', { token: dave.token })).status).toBe(401);
    expect((await h.api('/api/entries', { method: 'POST', token: dave.token, body: {} })).status).toBe(401);
  });

  // A new entry checks a session this instance has not seen in its first statement (private.check_session).
  describe('a new entry from a session this instance has not seen', () => {
    const entry = { moodTag: 'happy', journalText: 'A quiet evening with a good book.', visibility: 'public' };
    const entriesOf = async (userId: string) =>
      Number(
        (
          await h.db.query<{ n: number }>('select count(*)::int as n from public.entries where user_id = $1', [userId])
        )[0]!.n,
      );

    it('is written while the session lives, and the session is then known', async () => {
      const erin = await h.anonymous();
      const res = await h.api('/api/entries', { method: 'POST', token: erin.token, body: entry });
      expect(res.status).toBe(201);
      expect(await entriesOf(erin.id)).toBe(1);
      expect((await h.api('/api/supportive-messages/unread-count', { token: erin.token })).status).toBe(200);
    });

    it('is refused with 401 once the session ended elsewhere (another instance, the database), and nothing is written', async () => {
      const frank = await h.anonymous();
      // A sign-out through another instance: this one never hears of it.
      await h.db.query('delete from auth.sessions where id = $1', [sessionOf(frank.token)]);
      const res = await h.api('/api/entries', { method: 'POST', token: frank.token, body: entry });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'This session has ended. Please sign in again.' });
      expect(await entriesOf(frank.id)).toBe(0);
      // Remembered as ended: every later call is refused too.
      expect((await h.api('/api/supportive-messages/unread-count', { token: frank.token })).status).toBe(401);
      expect((await h.api('/api/entries', { method: 'POST', token: frank.token, body: entry })).status).toBe(401);
    });

    it("is refused when the token names another person's session", async () => {
      const grace = await h.anonymous();
      // Signed with our key (so only a session check can refuse it): alice's subject, grace's session.
      const token = await tokenWith({ claims: { session_id: sessionOf(grace.token) } });
      const before = await entriesOf(alice.id);
      const res = await h.api('/api/entries', { method: 'POST', token, body: entry });
      expect(res.status).toBe(401);
      expect(await entriesOf(alice.id)).toBe(before);
    });
  });
});
