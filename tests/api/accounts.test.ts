// Accounts: register (fresh or upgrading the anonymous user in place), username login with the
// anonymous device's data merged in, /api/user, logout.
import { decodeJwt } from 'jose';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, unique, type Harness, type Person } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const write = (person: Person, journalText: string, visibility = 'private') =>
  h.api('/api/entries', { method: 'POST', token: person.token, body: { moodTag: 'happy', journalText, visibility } });

describe('register', () => {
  it('creates an account without a caller and answers {user, session}', async () => {
    const username = unique('fresh');
    const res = await h.api('/api/register', {
      method: 'POST',
      body: { username, email: `${username}@example.test`, password: 'correct horse 42' },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ id: expect.any(String), username, email: `${username}@example.test` });
    expect(res.body.session).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
    });
    const me = await h.api('/api/user', { token: res.body.session.access_token });
    expect(me).toMatchObject({
      status: 200,
      body: { id: res.body.user.id, username, email: `${username}@example.test` },
    });
  });

  it('upgrades the anonymous caller in place: same id, entries kept, timeline open', async () => {
    const visitor = await h.anonymous();
    const entry = await write(visitor, 'Written before I had an account.');
    expect(entry.status).toBe(201);
    expect((await h.api('/api/timeline', { token: visitor.token })).status).toBe(401);

    const username = unique('upgraded');
    const res = await h.api('/api/register', {
      method: 'POST',
      token: visitor.token,
      body: { username, email: `${username}@example.test`, password: 'correct horse 42' },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.id).toBe(visitor.id);
    const token = res.body.session.access_token as string;
    expect((await h.api('/api/user', { token })).body).toEqual({
      id: visitor.id,
      username,
      email: `${username}@example.test`,
    });
    const timeline = await h.api('/api/timeline', { token });
    expect(timeline.status).toBe(200);
    expect(timeline.body.entries.map((e: { entryId: string }) => e.entryId)).toEqual([entry.body.entry.entryId]);
  });

  it('refuses a taken username with 409 and bad input with 400', async () => {
    const taken = await h.registered();
    const byName = await h.api('/api/register', {
      method: 'POST',
      body: { username: taken.username, email: `${unique('other')}@example.test`, password: 'correct horse 42' },
    });
    expect(byName).toMatchObject({ status: 409, body: { message: 'Username is already taken' } });
    const bad = await h.api('/api/register', { method: 'POST', body: { username: 'a', email: 'nope', password: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual(['email', 'password', 'username']);
  });
  it('answers a taken email exactly as a fresh one, fresh or upgrading, and the new account works by username', async () => {
    const owner = await h.registered();
    const shapeOf = (res: { status: number; body: Record<string, any> }, email: string) => {
      expect(res.body.user.email).toBe(email);
      expect(decodeJwt(res.body.session.access_token).email).toBe(email);
      return {
        status: res.status,
        user: Object.keys(res.body.user).sort(),
        session: Object.keys(res.body.session).sort(),
        claims: Object.keys(decodeJwt(res.body.session.access_token)).sort(),
      };
    };
    for (const upgrading of [false, true]) {
      const answers = [];
      for (const email of [`${unique('free')}@example.test`, owner.email]) {
        const visitor = upgrading ? await h.anonymous() : undefined;
        const username = unique('nm');
        const res = await h.api('/api/register', {
          method: 'POST',
          token: visitor?.token,
          body: { username, email, password: 'a different one 9' },
        });
        answers.push({ res, email, username, visitor });
      }
      const [free, taken] = answers;
      expect(shapeOf(taken!.res, taken!.email), upgrading ? 'upgrading' : 'fresh').toEqual(
        shapeOf(free!.res, free!.email),
      );
      if (upgrading) expect(taken!.res.body.user.id).toBe(taken!.visitor!.id);
      // The new account logs in by username; the owner's account is untouched.
      const login = await h.api('/api/login', {
        method: 'POST',
        body: { username: taken!.username, password: 'a different one 9' },
      });
      expect(login.status).toBe(200);
      expect(login.body.user).toEqual({ id: taken!.res.body.user.id, username: taken!.username, email: owner.email });
      const me = await h.api('/api/user', { token: login.body.session.access_token });
      expect(me.body).toEqual({ id: taken!.res.body.user.id, username: taken!.username, email: owner.email });
    }
    const ownerLogin = await h.api('/api/login', {
      method: 'POST',
      body: { username: owner.username, password: owner.password },
    });
    expect(ownerLogin.body.user).toEqual({ id: owner.id, username: owner.username, email: owner.email });
  });

  it('answers two concurrent registrations of one username with one 201 and one 409', async () => {
    for (const upgrading of [false, true]) {
      const username = unique('twice');
      const callers = upgrading ? [await h.anonymous(), await h.anonymous()] : [undefined, undefined];
      const answers = await Promise.all(
        callers.map((caller, i) =>
          h.api('/api/register', {
            method: 'POST',
            token: caller?.token,
            body: { username, email: `${username}.${i}@example.test`, password: 'correct horse 42' },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, `${upgrading ? 'upgrading' : 'fresh'}: ${JSON.stringify(answers.map((a) => a.body))}`).toEqual([
        201, 409,
      ]);
      expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: 'Username is already taken' });
    }
  });
});

describe('login', () => {
  it('resolves the username, answers {user, session}, and merges the anonymous device into the account', async () => {
    const account = await h.registered();
    const device = await h.anonymous();
    const written = await write(device, 'Written on a phone before logging in.');
    expect(written.status).toBe(201);

    const res = await h.api('/api/login', {
      method: 'POST',
      token: device.token,
      body: { username: account.username, password: account.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: account.id, username: account.username, email: account.email });
    const token = res.body.session.access_token as string;
    const timeline = await h.api('/api/timeline', { token });
    expect(timeline.body.entries.map((e: { entryId: string }) => e.entryId)).toContain(written.body.entry.entryId);
  });

  it('answers a wrong password and an unknown username alike with 401', async () => {
    const account = await h.registered();
    const wrong = await h.api('/api/login', {
      method: 'POST',
      body: { username: account.username, password: 'wrong password 1' },
    });
    const unknown = await h.api('/api/login', {
      method: 'POST',
      body: { username: unique('ghost'), password: 'whatever 123' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
  });

  it('does the same work for an unknown username as for a wrong password, so the time tells nothing', async () => {
    // Not a timing assertion: the work itself, one bcrypt comparison each (and on Supabase both take
    // the same round trip to the Auth server: routes/account.ts asks it for an unknown name too).
    const account = await h.registered();
    const compare = vi.spyOn(bcrypt, 'compare');
    const login = async (username: string) => {
      compare.mockClear();
      const res = await h.api('/api/login', { method: 'POST', body: { username, password: 'not this one 9' } });
      return { status: res.status, comparisons: compare.mock.calls.length };
    };
    try {
      const known = await login(account.username);
      const unknown = await login(unique('ghost'));
      expect(unknown).toEqual(known);
      expect(known).toEqual({ status: 401, comparisons: 1 });
      // And the Auth server itself compares a hash for an address nobody holds.
      compare.mockClear();
      const direct = await fetch(`${h.origin}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: 'sb_publishable_local' },
        body: JSON.stringify({ email: `${unique('nobody')}@example.test`, password: 'not this one 9' }),
      });
      expect(direct.status).toBe(400);
      expect(compare.mock.calls.length).toBe(1);
    } finally {
      compare.mockRestore();
    }
  });

  it('limits attempts per username to 10 per 15 minutes, with Retry-After', async () => {
    const account = await h.registered();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await h.api('/api/login', {
        method: 'POST',
        body: { username: account.username, password: `wrong ${i} pass` },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const right = await h.api('/api/login', {
      method: 'POST',
      body: { username: account.username, password: account.password },
    });
    expect(right.status).toBe(429);
  });
});

describe('logout', () => {
  it('revokes the session and redirects to /', async () => {
    const account = await h.registered();
    const login = await h.api('/api/login', {
      method: 'POST',
      body: { username: account.username, password: account.password },
    });
    const session = login.body.session as { access_token: string; refresh_token: string };
    // The SPA signs out at the Auth server, then navigates to /api/logout.
    const out = await fetch(`${h.origin}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: 'sb_publishable_local', authorization: `Bearer ${session.access_token}` },
    });
    expect(out.status).toBe(204);
    const res = await h.api('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect((await h.api('/api/user', { token: session.access_token })).status).toBe(401);
    const refresh = await fetch(`${h.origin}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
  });

  it('still redirects without a token or with a stale one', async () => {
    expect((await h.api('/api/logout')).status).toBe(302);
    expect((await h.api('/api/logout', { token: 'stale' })).status).toBe(302);
  });
});
