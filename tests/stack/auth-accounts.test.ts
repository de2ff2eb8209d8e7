// The local Auth server against the attacks an account system must survive (issue 14 items 4 and 5):
// weak passwords, a stolen access token changing the credentials, usernames squatted through metadata,
// and which emails have accounts (sign-up and email change answer alike whether or not one is taken).
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, unique, type TestStack } from './harness.ts';

const password = 'correct horse 42';

describe('accounts on the local Auth server', () => {
  let t: TestStack;

  beforeAll(async () => {
    t = await startTestStack('pglite', {
      seed: false,
      auth: { rateLimits: { anonymousPerHour: 1000, signInSignUpsPer5Min: 1000, tokenRefreshPer5Min: 1000 } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signUp = async (data: Record<string, unknown> = {}) => {
    const client = t.client();
    const email = `${unique('acct')}@example.test`;
    const { error } = await client.auth.signUp({ email, password, options: { data } });
    expect(error).toBeNull();
    return { client, email };
  };

  it('refuses common, blank-like and over-long passwords with clear messages', async () => {
    const attempt = (candidate: string) =>
      t.client().auth.signUp({ email: `${unique('pw')}@example.test`, password: candidate });
    expect((await attempt('password')).error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
    expect((await attempt('        ')).error).toMatchObject({
      status: 422,
      code: 'weak_password',
      reasons: ['characters'],
    });
    const tooLong = (await attempt('🌱'.repeat(19))).error; // 19 characters, 76 bytes
    expect(tooLong).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(tooLong!.message).toMatch(/72 bytes/);
    expect((await attempt('🌱🌻'.repeat(9))).error).toBeNull(); // 72 bytes exactly
  });

  it('needs the current password to change the password or the email', async () => {
    const { client, email } = await signUp();
    const bare = await client.auth.updateUser({ password: 'a new long passphrase' });
    expect(bare.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const wrong = await client.auth.updateUser({
      password: 'a new long passphrase',
      current_password: 'not it at all',
    });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    const stolenEmail = await client.auth.updateUser({ email: `${unique('thief')}@example.test` });
    expect(stolenEmail.error).toMatchObject({ status: 400, code: 'current_password_required' });

    const changed = await client.auth.updateUser({ password: 'a new long passphrase', current_password: password });
    expect(changed.error).toBeNull();
    const signIn = await t.client().auth.signInWithPassword({ email, password: 'a new long passphrase' });
    expect(signIn.error).toBeNull();
  });

  it('sets a username only when registering, by the one rule, and never changes it', async () => {
    const anonymous = t.client();
    await anonymous.auth.signInAnonymously();
    const squat = await anonymous.auth.updateUser({ data: { username: unique('squat') } });
    expect(squat.error).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(await anonymous.auth.signInAnonymously({ options: { data: { username: unique('squat') } } })).toMatchObject({
      error: { status: 422 },
    });

    // Cyrillic "а" among Latin letters, a zero-width space, a right-to-left override.
    for (const username of ['m\u0430ple42', 'ma\u200bple42', '\u202emaple42']) {
      const lookAlike = await t.client().auth.signUp({
        email: `${unique('look')}@example.test`,
        password,
        options: { data: { username } },
      });
      expect(lookAlike.error, username).toMatchObject({ status: 422, code: 'validation_failed' });
    }

    const name = unique('maple');
    const { client } = await signUp({ username: name });
    const rename = await client.auth.updateUser({ data: { username: unique('other') } });
    expect(rename.error).toMatchObject({ status: 422, message: 'A username cannot be changed' });
    expect((await client.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();
  });

  it('answers bad bytes in user metadata with 400, not 500', async () => {
    const { client } = await signUp();
    const nul = await client.auth.updateUser({ data: { note: 'a\u0000b' } });
    expect(nul.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('answers a sign-up with a taken email exactly as a fresh one, and keeps the address its owner’s', async () => {
    const taken = await signUp({ username: unique('owner') });
    const fresh = `${unique('fresh')}@example.test`;
    const answers = await Promise.all(
      [fresh, taken.email].map((email) =>
        t.client().auth.signUp({ email, password: 'another good one 7', options: { data: { username: unique('n') } } }),
      ),
    );
    const shapes = answers.map(({ data, error }, i) => {
      const claims = decodeJwt(data.session!.access_token);
      const requested = i === 0 ? fresh : taken.email;
      // The same keys, the same flags, and the requested address everywhere it shows.
      expect(error).toBeNull();
      expect(data.user!.email).toBe(requested);
      expect(data.user!.identities!.map((identity) => identity.identity_data!.email)).toEqual([requested]);
      expect(claims.email).toBe(requested);
      return {
        user: Object.keys(data.user!).sort(),
        session: Object.keys(data.session!).sort(),
        claims: Object.keys(claims).sort(),
        anonymous: data.user!.is_anonymous,
        confirmed: !!data.user!.email_confirmed_at,
      };
    });
    expect(shapes[1]).toEqual(shapes[0]);

    // The newcomer's account, refreshed and read again, still shows what it asked for...
    const newcomer = t.client();
    await newcomer.auth.setSession(answers[1]!.data.session!);
    expect((await newcomer.auth.refreshSession()).data.user!.email).toBe(taken.email);
    expect((await newcomer.auth.getUser()).data.user!.email).toBe(taken.email);
    // ...but the address signs in to its owner only.
    const owner = await t.client().auth.signInWithPassword({ email: taken.email, password });
    expect(owner.error).toBeNull();
    expect(owner.data.user!.id).not.toBe(answers[1]!.data.user!.id);
    const intruder = await t.client().auth.signInWithPassword({ email: taken.email, password: 'another good one 7' });
    expect(intruder.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    // Nobody picks an unlisted address.
    const unlisted = await t.client().auth.signUp({ email: `${unique('x')}@unlisted.hearth.invalid`, password });
    expect(unlisted.error).toMatchObject({ status: 400 });
  });

  it('answers an email change to a taken address as a success and changes nothing', async () => {
    const other = await signUp();
    const { client, email } = await signUp();
    const fresh = `${unique('moved')}@example.test`;
    const toTaken = await client.auth.updateUser({ email: other.email, current_password: password });
    const toFresh = await t
      .client()
      .auth.signUp({ email: `${unique('b')}@example.test`, password })
      .then(async ({ data }) => {
        const second = t.client();
        await second.auth.setSession(data.session!);
        return second.auth.updateUser({ email: fresh, current_password: password });
      });
    expect(toTaken.error).toBeNull();
    expect(toFresh.error).toBeNull();
    expect(toTaken.data.user!.email).toBe(other.email);
    expect(toFresh.data.user!.email).toBe(fresh);
    expect(Object.keys(toTaken.data.user!).sort()).toEqual(Object.keys(toFresh.data.user!).sort());
    // Nothing changed: this account still signs in with its own address, the other with its own.
    expect((await t.client().auth.signInWithPassword({ email, password })).error).toBeNull();
    const owner = await t.client().auth.signInWithPassword({ email: other.email, password });
    expect(owner.data.user!.id).not.toBe(toTaken.data.user!.id);
  });
});
