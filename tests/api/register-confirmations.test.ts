// /api/register against an Auth server with email confirmations on (what README asks of a hosted
// project, so that a taken email is not told): an anonymous visitor's upgrade gets 201 with
// session null while the address waits for its link, as a fresh sign-up does, never an error; and
// an upgrade to a taken address, which Supabase's Auth refuses with email_exists, gets the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, unique, type Harness } from './harness.ts';

const WAITING = '@confirm.example.test';
const TAKEN = '@taken.example.test';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    // GoTrue's answer to a password grant for an address that is not confirmed yet.
    authFront: async (req) => {
      const url = new URL(req.url);
      // And what it says, whatever its settings, to an update naming another account's address.
      if (url.pathname.endsWith('/user') && req.method === 'PUT') {
        const { email } = (await req.json()) as { email?: string };
        if (!email?.endsWith(TAKEN)) return undefined;
        const body = {
          code: 'email_exists',
          error_code: 'email_exists',
          msg: 'A user with this email address has already been registered',
        };
        return Response.json(body, { status: 422 });
      }
      if (!url.pathname.endsWith('/token') || url.searchParams.get('grant_type') !== 'password') return undefined;
      const { email } = (await req.json()) as { email?: string };
      if (!email?.endsWith(WAITING)) return undefined;
      const body = { code: 'email_not_confirmed', error_code: 'email_not_confirmed', msg: 'Email not confirmed' };
      return Response.json(body, { status: 400 });
    },
  });
});
afterAll(() => h?.close());

describe('register with email confirmations on', () => {
  it('answers an upgrading visitor 201 with session null, and their own session still works', async () => {
    const visitor = await h.anonymous();
    const username = unique('waits');
    const res = await h.api('/api/register', {
      method: 'POST',
      token: visitor.token,
      body: { username, email: `${username}${WAITING}`, password: 'correct horse 42' },
    });
    expect(res).toMatchObject({
      status: 201,
      body: { user: { id: visitor.id, username, email: `${username}${WAITING}` }, session: null },
    });
    expect((await h.api('/api/prompt', { token: visitor.token })).status).toBe(200);
  });

  it('answers an upgrade to a taken address exactly as one that waits for its link', async () => {
    const answers = [];
    for (const domain of [WAITING, TAKEN]) {
      const visitor = await h.anonymous();
      const username = unique('either');
      const res = await h.api('/api/register', {
        method: 'POST',
        token: visitor.token,
        body: { username, email: `${username}${domain}`, password: 'correct horse 42' },
      });
      expect(res.body.user).toEqual({ id: visitor.id, username, email: `${username}${domain}` });
      answers.push({ status: res.status, keys: Object.keys(res.body).sort(), session: res.body.session });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 201, session: null });
  });
});
