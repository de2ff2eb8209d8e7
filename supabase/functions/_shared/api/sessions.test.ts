import { describe, expect, it } from 'vitest';
import type { Claims, Database } from '../db.ts';
import { sessionStore } from './sessions.ts';

const SESSION = '5e55101e-0000-4000-8000-000000000001';
const claims: Claims = { sub: '00000000-0000-4000-8000-0000000000aa', role: 'authenticated', session_id: SESSION };

/** A store over a database whose auth.sessions answer is `live`, counting lookups; the clock is moved by hand. */
function setup(ttlMs = 1000) {
  let now = 0;
  let live = true;
  let lookups = 0;
  let gate: Promise<void> | undefined;
  const db = {
    query: async () => {
      lookups++;
      const answer = live;
      await gate;
      return [{ live: answer }];
    },
  } as unknown as Database;
  const store = sessionStore(db, { ttlMs, now: () => now });
  return {
    store,
    lookups: () => lookups,
    advance: (ms: number) => (now += ms),
    end: () => (live = false),
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sessionStore', () => {
  it('looks a session up once per TTL, and renews a busy one in the background in its last half', async () => {
    const t = setup();
    expect(t.store.known(claims)).toBeUndefined();
    expect(await t.store.isLive(claims)).toBe(true);
    expect(t.store.known(claims)).toBe(true);
    t.advance(499);
    expect(await t.store.isLive(claims)).toBe(true);
    expect(t.lookups()).toBe(1);
    t.advance(1);
    t.end();
    // Still trusted (within its TTL), and looked up again meanwhile.
    expect(await t.store.isLive(claims)).toBe(true);
    expect(t.lookups()).toBe(2);
    await settle();
    expect(await t.store.isLive(claims)).toBe(false);
    expect(t.lookups()).toBe(2);
  });

  it('never answers live past the TTL without a lookup', async () => {
    const t = setup();
    await t.store.isLive(claims);
    t.advance(1000);
    expect(t.store.known(claims)).toBeUndefined();
    t.end();
    expect(await t.store.isLive(claims)).toBe(false);
    expect(t.lookups()).toBe(2);
  });

  it('remembers what a statement that checked the session itself found', async () => {
    const t = setup();
    t.store.deferred(claims).live();
    expect(t.store.known(claims)).toBe(true);
    expect(await t.store.isLive(claims)).toBe(true);
    expect(t.lookups()).toBe(0);
    t.store.deferred(claims).ended();
    expect(t.store.known(claims)).toBe(false);
    // An ended session never comes back, whatever answer was on its way.
    t.store.deferred(claims).live();
    expect(t.store.known(claims)).toBe(false);
  });

  it('keeps a sign-out seen while a lookup was on its way', async () => {
    const t = setup();
    const release = t.hold();
    const answer = t.store.isLive(claims);
    t.store.end([SESSION]);
    release();
    expect(await answer).toBe(false);
    expect(t.store.known(claims)).toBe(false);
  });

  it('refuses claims without a session id', async () => {
    const t = setup();
    expect(t.store.known({ ...claims, session_id: undefined })).toBe(false);
    expect(await t.store.isLive({ ...claims, session_id: 'not-a-uuid' })).toBe(false);
    expect(t.lookups()).toBe(0);
  });
});
