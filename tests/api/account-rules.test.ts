// /api/register applies the one username rule and the password rule of both homes (issue 14 items 4, 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_MESSAGES } from '../../supabase/functions/_shared/domain/usernames.ts';
import { startHarness, unique, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const register = (username: string, password = 'correct horse 42') =>
  h.api('/api/register', {
    method: 'POST',
    body: { username, email: `${unique('rules')}@example.test`, password },
  });

describe('registration rules', () => {
  it('refuses look-alike, invisible and direction characters in usernames with the rule’s words', async () => {
    for (const [username, message] of [
      ['m\u0430ple42', USERNAME_MESSAGES.scripts],
      ['ma\u200bple42', USERNAME_MESSAGES.characters],
      ['\u202emaple42', USERNAME_MESSAGES.characters],
      ['ma\u0000ple', USERNAME_MESSAGES.characters],
    ]) {
      const res = await register(username!);
      expect(res.status, username).toBe(400);
      expect(res.body.issues).toEqual([{ path: ['username'], message }]);
    }
  });

  it('stores the NFKC form: a full-width name is the plain one, and then taken', async () => {
    const plain = unique('nf').toLowerCase();
    const fullWidth = [...plain].map((ch) => String.fromCodePoint(ch.codePointAt(0)! + 0xfee0)).join('');
    const first = await register(fullWidth);
    expect(first.status).toBe(201);
    expect(first.body.user.username).toBe(plain);
    expect((await register(plain)).status).toBe(409);
  });

  it('refuses a name that looks like a taken one (Cyrillic or Greek look-alikes, 0 for o) with 409', async () => {
    const digits = String(Date.now()).slice(-6);
    expect((await register(`ace_${digits}`)).status).toBe(201);
    for (const twin of [`\u0430\u0441\u0435_${digits}`, `\u0391\u0421\u0395_${digits}`.normalize('NFKC')]) {
      // All-Cyrillic "асе"; Greek capital alpha, Cyrillic capital es, Greek capital epsilon: mixed, so 400.
      const res = await register(twin);
      expect(res.status, twin).toBe(twin.startsWith('\u0430') ? 409 : 400);
    }
    expect((await register(`j0hn_${digits}`)).status).toBe(201);
    expect(await register(`john_${digits}`)).toMatchObject({
      status: 409,
      body: { message: 'Username is already taken' },
    });
  });

  it('refuses common and over-long passwords with a clear message', async () => {
    expect(await register(unique('pw'), 'baseball')).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/most common passwords/) },
    });
    expect(await register(unique('pw'), '🌱🌻'.repeat(10))).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/72 bytes/) },
    });
  });

  it('counts login attempts per account and address: guesses from one address never lock the owner out', async () => {
    const owner = await h.registered();
    const login = (password: string, address: string) =>
      h.api('/api/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': address },
        body: { username: owner.username, password },
      });
    const guesses: number[] = [];
    for (let i = 0; i < 11; i++) guesses.push((await login(`guess ${i} wrong`, '203.0.113.9')).status);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(401));
    const refused = await login('guess 11 wrong', '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner, on another network, signs in at once.
    expect((await login(owner.password, '198.51.100.23')).status).toBe(200);
  });
});
