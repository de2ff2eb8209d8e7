// The verified-token cache end to end: a token the API remembers still stops working at its `exp`,
// and a token that differs by one character from a remembered one is verified (and refused) anew.
// The API's clock is ours, so expiry is tested without waiting.
import { SignJWT, decodeJwt, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../local/auth/keys.ts';
import { startHarness, type Harness, type Person } from './harness.ts';

let clock = Date.now();
/** The session a real sign-in opened: the API refuses tokens whose session does not exist. */
const sessionOf = (token: string) => decodeJwt(token).session_id as string;

let h: Harness;
let alice: Person;

beforeAll(async () => {
  h = await startHarness({ api: { now: () => clock } });
  alice = await h.anonymous();
});
afterAll(() => h?.close());

async function tokenExpiringIn(seconds: number) {
  const ours = await loadSigningKey(h.dataDir);
  const now = Math.floor(clock / 1000);
  return new SignJWT({ role: 'authenticated', is_anonymous: true, session_id: sessionOf(alice.token) })
    .setProtectedHeader({ alg: 'ES256', kid: ours.kid, typ: 'JWT' })
    .setSubject(alice.id)
    .setIssuer(`${h.origin}/auth/v1`)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(ours.privateKey);
}

const unread = (token: string) => h.api('/api/supportive-messages/unread-count', { token });

describe('the verified-token cache', () => {
  it('refuses a remembered token once it has expired', async () => {
    const token = await tokenExpiringIn(60);
    expect((await unread(token)).status).toBe(200);
    expect((await unread(token)).status).toBe(200);
    clock += 59_000;
    expect((await unread(token)).status).toBe(200);
    clock += 1_000;
    expect(await unread(token)).toMatchObject({ status: 401, body: { message: 'Invalid access token' } });
    expect((await h.api('/api/feed', { token })).status).toBe(401);
  });

  it('refuses a remembered token with its signature or its claims changed', async () => {
    const token = await tokenExpiringIn(600);
    expect((await unread(token)).status).toBe(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
    const otherUser = base64url.encode(JSON.stringify({ ...claims, sub: crypto.randomUUID() }));
    const longer = base64url.encode(JSON.stringify({ ...claims, exp: claims.exp + 86_400 }));
    for (const tampered of [
      `${header}.${payload}.${flipped}`,
      `${header}.${otherUser}.${signature}`,
      `${header}.${longer}.${signature}`,
    ]) {
      expect(await unread(tampered)).toMatchObject({ status: 401, body: { message: 'Invalid access token' } });
      // Refused every time: a failure is never remembered as valid.
      expect((await unread(tampered)).status).toBe(401);
    }
    expect((await unread(token)).status).toBe(200);
  });

  it('refuses a token once its session is gone: at once after a sign-out here, within the TTL otherwise', async () => {
    const bob = await h.anonymous();
    expect((await unread(bob.token)).status).toBe(200);
    const logout = await fetch(`${h.origin}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(logout.status).toBe(204);
    expect(await unread(bob.token)).toMatchObject({
      status: 401,
      body: { message: 'This session has ended. Please sign in again.' },
    });

    // Ended elsewhere (another instance's sign-out, an admin): the remembered "live" lasts at most 2 s.
    const carol = await h.anonymous();
    expect((await unread(carol.token)).status).toBe(200);
    await h.db.query('delete from auth.sessions where id = $1', [sessionOf(carol.token)]);
    expect((await unread(carol.token)).status).toBe(200);
    clock += 2_000;
    expect((await unread(carol.token)).status).toBe(401);
  });
});
