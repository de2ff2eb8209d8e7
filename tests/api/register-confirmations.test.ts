// /api/register against an Auth server with email confirmations on (what README asks of a hosted
// project, so that a taken email is not told): an anonymous visitor's upgrade gets 201 with
// session null while the address waits for its link, as a fresh sign-up does, never an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, unique, type Harness } from './harness.ts';

const WAITING = '@confirm.example.test';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    // GoTrue's answer to a password grant for an address that is not confirmed yet.
    authFront: async (req) => {
      const url = new URL(req.url);
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
});
