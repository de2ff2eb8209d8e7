// Realtime under attack (issue 14): one address cannot hold unbounded sockets, one socket cannot
// flood frames, and a sign-out closes the channels its session joined at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack } from './harness.ts';

const LIMITS = { socketsPerAddress: 3, framesPerSocketPer10s: 20, channelsPerSocket: 1, joinsPerAddressPer10s: 100 };

describe('realtime limits', () => {
  let t: TestStack;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    t = await startTestStack('pglite', { seed: false, realtime: LIMITS });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t?.close();
  });

  const url = () => `${t.stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=x&vsn=2.0.0`;

  /** Opens a socket; resolves to it, or to the HTTP status the upgrade was refused with. */
  const open = () =>
    new Promise<WebSocket | number>((resolve, reject) => {
      const socket = new WebSocket(url());
      socket.once('open', () => (sockets.push(socket), resolve(socket)));
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode!));
      socket.once('error', reject);
    });

  const frames = (socket: WebSocket) => {
    const seen: unknown[][] = [];
    socket.on('message', (data) => seen.push(JSON.parse(data.toString()) as unknown[]));
    return seen;
  };

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
    return check();
  };

  async function signIn() {
    const res = await fetch(`${t.stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await res.json()) as { access_token: string; user: { id: string } };
    return { token: body.access_token, id: body.user.id };
  }

  const join = (socket: WebSocket, ref: string, user: { token: string; id: string }) =>
    socket.send(
      JSON.stringify([
        ref,
        ref,
        `realtime:inbox:${user.id}`,
        'phx_join',
        { config: { private: true }, access_token: user.token },
      ]),
    );

  /** A new socket joined to a new anonymous user's inbox. */
  async function joinedInbox() {
    await new Promise((r) => setTimeout(r, 100)); // the previous test's sockets finish closing
    const socket = (await open()) as WebSocket;
    const seen = frames(socket);
    const user = await signIn();
    join(socket, '1', user);
    expect(await until(() => seen.some((f) => f[1] === '1'))).toBe(true);
    expect(seen.find((f) => f[1] === '1')?.[4]).toMatchObject({ status: 'ok' });
    return { socket, seen, user };
  }

  it('answers the socket past the per-address limit with 429, and takes one again once another closes', async () => {
    const first = await Promise.all([open(), open(), open()]);
    expect(first.every((socket) => socket instanceof WebSocket)).toBe(true);
    expect(await open()).toBe(429);
    const closed = new Promise((resolve) => (first[0] as WebSocket).once('close', resolve));
    (first[0] as WebSocket).close();
    await closed;
    await new Promise((r) => setTimeout(r, 100)); // the server sees the close a moment later
    expect((await open()) instanceof WebSocket).toBe(true);
    for (const socket of sockets.splice(0)) socket.terminate();
  });

  it('closes a socket that floods frames (1008), and refuses channels past the per-socket limit', async () => {
    const { socket, seen } = await joinedInbox();
    socket.send(JSON.stringify(['2', '2', 'realtime:elsewhere', 'phx_join', { config: { private: true } }]));
    expect(await until(() => seen.some((f) => f[1] === '2'))).toBe(true);
    expect(seen.find((f) => f[1] === '2')?.[4]).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });

    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    for (let i = 0; i < 30; i++) socket.send(JSON.stringify([null, String(100 + i), 'phoenix', 'heartbeat', {}]));
    expect(await closed).toBe(1008);
  });

  it('closes the channel at once when its session signs out, and refuses the same token after', async () => {
    const { socket, seen, user } = await joinedInbox();

    const out = await fetch(`${t.stack.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(out.status).toBe(204);
    expect(await until(() => seen.some((f) => f[3] === 'phx_close'))).toBe(true);

    join(socket, '2', user);
    expect(await until(() => seen.some((f) => f[1] === '2'))).toBe(true);
    expect(seen.find((f) => f[1] === '2')?.[4]).toEqual({
      status: 'error',
      response: { reason: 'Invalid JWT: the session has ended' },
    });
  });
});
