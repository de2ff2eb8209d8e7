// supabase-js's realtime client on a private inbox channel, as the SPA's unread badge uses it.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, asWriter } from '../../supabase/functions/_shared/db.ts';
import { backends, startTestStack, type TestStack } from './harness.ts';

type Status = { status: string; error?: Error };

function subscribe(channel: RealtimeChannel): Promise<Status> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status !== 'CLOSED') resolve({ status, error });
    });
  });
}

async function signedIn(t: TestStack): Promise<{ client: SupabaseClient; id: string; token: string }> {
  const client = t.client();
  const { data, error } = await client.auth.signInAnonymously();
  if (error) throw error;
  await client.realtime.setAuth(data.session!.access_token);
  return { client, id: data.user!.id, token: data.session!.access_token };
}

describe.each(backends)('realtime on %s', (backend) => {
  let t: TestStack;

  beforeAll(async () => {
    t = await startTestStack(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delivers a broadcast sent with realtime.send to the private inbox of its user', async () => {
    const { client, id } = await signedIn(t);
    const channel = client.channel(`inbox:${id}`, { config: { private: true } });
    const received = new Promise<unknown>((resolve) => channel.on('broadcast', { event: 'unread' }, resolve));
    expect(await subscribe(channel)).toEqual({ status: 'SUBSCRIBED', error: undefined });

    await t.stack.db.query(`select realtime.send(jsonb_build_object('unread', 3), 'unread', 'inbox:' || $1, true)`, [
      id,
    ]);
    expect(await received).toEqual({ type: 'broadcast', event: 'unread', payload: { unread: 3 } });
  });

  it('delivers the unread badge when someone sends a supportive response in SQL', async () => {
    const writer = await signedIn(t);
    const reader = await signedIn(t);
    const channel = writer.client.channel(`inbox:${writer.id}`, { config: { private: true } });
    const received = new Promise<unknown>((resolve) => channel.on('broadcast', { event: 'unread' }, resolve));
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');

    // As the API does: each write in one transaction through the writer's door, so the triggers run.
    const entry = await asWriter(t.stack.db, await t.stack.auth.verifyAccessToken(writer.token), async (q) => {
      const [row] = await q.query<{ id: string }>(
        `select id from private.create_entry('happy', null, 'A quiet walk helped today.', 'public', null, 'self-care', 'low', '{}', 'none', '{}', 'A quiet walk helped today.')`,
      );
      return row!.id;
    });
    const readerClaims = await t.stack.auth.verifyAccessToken(reader.token);
    const [options] = await asCaller(t.stack.db, readerClaims, (q) =>
      q.query<{ options: string[] }>(`select public.supportive_response_options($1) as options`, [entry]),
    );
    await asWriter(t.stack.db, readerClaims, (q) =>
      q.query(`select private.send_supportive_response($1, $2)`, [entry, options!.options[0]]),
    );
    expect(await received).toEqual({ type: 'broadcast', event: 'unread', payload: { unread: 1 } });
  });

  it("refuses a channel on someone else's inbox", async () => {
    const alice = await signedIn(t);
    const bob = await signedIn(t);
    const channel = bob.client.channel(`inbox:${alice.id}`, { config: { private: true } });
    const result = await subscribe(channel);
    expect(result.status).toBe('CHANNEL_ERROR');
    expect(result.error?.message).toMatch(/Unauthorized/);
  });

  it('asks the RLS policies on realtime.messages before letting a user join', async () => {
    await t.stack.db.exec(
      `create policy "test: nobody reads" on realtime.messages as restrictive for select to authenticated using (false)`,
    );
    try {
      const { client, id } = await signedIn(t);
      const result = await subscribe(client.channel(`inbox:${id}`, { config: { private: true } }));
      expect(result.status).toBe('CHANNEL_ERROR');
    } finally {
      await t.stack.db.exec(`drop policy "test: nobody reads" on realtime.messages`);
    }
  });

  it('lets only a moderator join the moderation queue, and tells them when it changes (issue 16)', async () => {
    const someone = await signedIn(t);
    const refused = await subscribe(someone.client.channel('moderation', { config: { private: true } }));
    expect(refused.status).toBe('CHANNEL_ERROR');

    const moderator = await signedIn(t);
    await t.stack.db.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role": "moderator"}' where id = $1`,
      [moderator.id],
    );
    const { data, error } = await moderator.client.auth.refreshSession();
    if (error) throw error;
    await moderator.client.realtime.setAuth(data.session!.access_token);
    const channel = moderator.client.channel('moderation', { config: { private: true } });
    const received = new Promise<unknown>((resolve) => channel.on('broadcast', { event: 'queue' }, resolve));
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');

    // A crisis entry is held on insert: the queue changed.
    await asWriter(t.stack.db, await t.stack.auth.verifyAccessToken(someone.token), (q) =>
      q.query(
        `select id from private.create_entry('sad', null, 'A very hard night, I have a plan.', 'public', null, null, null, '{}', 'crisis', '{}', 'A very hard night, I have a plan.')`,
      ),
    );
    expect(await received).toEqual({ type: 'broadcast', event: 'queue', payload: { changed: true } });
  });

  it('refuses a join without a valid access token', async () => {
    const client = t.client();
    const { data } = await client.auth.signInAnonymously();
    await client.realtime.setAuth('not-a-jwt');
    const result = await subscribe(client.channel(`inbox:${data.user!.id}`, { config: { private: true } }));
    expect(result.status).toBe('CHANNEL_ERROR');
  });

  it('accepts a refreshed access token and keeps delivering; leave stops delivery', async () => {
    const { client, id } = await signedIn(t);
    const channel = client.channel(`inbox:${id}`, { config: { private: true } });
    const events: unknown[] = [];
    let notify: () => void = () => {};
    channel.on('broadcast', { event: 'unread' }, (message) => {
      events.push(message);
      notify();
    });
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');

    const refreshed = await client.auth.refreshSession();
    await client.realtime.setAuth(refreshed.data.session!.access_token);
    const first = new Promise<void>((resolve) => (notify = resolve));
    await t.stack.db.query(`select realtime.send('{"unread":1}'::jsonb, 'unread', 'inbox:' || $1, true)`, [id]);
    await first;
    expect(events).toEqual([{ type: 'broadcast', event: 'unread', payload: { unread: 1 } }]);

    expect(await channel.unsubscribe()).toBe('ok');
  });
});
