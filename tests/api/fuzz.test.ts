// 1,000 malformed requests, generated here from a seeded generator: none may crash the API (5xx)
// and none may change what is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Person } from './harness.ts';

let h: Harness;
let writer: Person;
let entryId: string;

beforeAll(async () => {
  h = await startHarness();
  writer = await h.anonymous();
  const res = await h.api('/api/entries', {
    method: 'POST',
    token: writer.token,
    body: { moodTag: 'happy', journalText: 'A public entry that the fuzzer circles around.', visibility: 'public' },
  });
  entryId = res.body.entry.entryId;
});
afterAll(() => h?.close());

/** Deterministic, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const NASTY = [
  '',
  ' ',
  'null',
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  '../../etc/passwd',
  "' or 1=1 --",
  '"; drop table entries; --',
  '<script>alert(1)</script>',
  '%00',
  '\u0000',
  '😶‍🌫️'.repeat(300),
  'x'.repeat(5000),
  'user_',
  '00000000-0000-0000-0000-00000000000g',
  '{"$ne":null}',
  '__proto__',
  'constructor',
];

/** A value of the wrong type or outside its limits, for any field. */
function badValue(g: ReturnType<typeof generator>): unknown {
  return g.pick<unknown>([
    null,
    true,
    -1,
    1e308,
    [],
    [1, 2],
    {},
    { $gt: '' },
    'x'.repeat(1001),
    g.pick(NASTY),
    ' '.repeat(20),
    'short',
  ]);
}

/** A body that is broken in at least one required way for every route it may be sent to. */
function badBody(g: ReturnType<typeof generator>): string {
  const broken = () =>
    JSON.stringify({
      moodTag: g.next() < 0.5 ? badValue(g) : 'not-a-mood',
      journalText: g.next() < 0.5 ? badValue(g) : 'tiny',
      visibility: badValue(g),
      reactionType: g.next() < 0.5 ? badValue(g) : 'hug',
      response: g.next() < 0.5 ? [] : null,
      reason: g.next() < 0.5 ? {} : 123,
      username: g.next() < 0.5 ? 42 : null,
      password: g.next() < 0.5 ? [] : null,
      email: 'not an email',
      userId: crypto.randomUUID(),
      supportCount: 1_000_000,
      __proto__: { admin: true },
    });
  return g.pick([
    '',
    '{',
    'null',
    '[]',
    '"string"',
    '{"a":',
    '\u0000\u0001',
    JSON.stringify({ nested: { deeper: Array(50).fill({ a: [] }) } }),
    broken(),
    broken(),
    broken(),
  ]);
}

function badPath(g: ReturnType<typeof generator>): { method: string; path: string } {
  const id = g.pick([g.pick(NASTY), crypto.randomUUID(), entryId.toUpperCase().replace(/-/g, ''), `${entryId}x`]);
  const enc = (s: string) => (g.next() < 0.7 ? encodeURIComponent(s) : s.replace(/[#?\s]/g, ''));
  const query = () =>
    `?limit=${enc(g.pick(NASTY))}&offset=${enc(g.pick(NASTY))}&mood=${enc(g.pick(NASTY))}&userCookie=${enc(g.pick(NASTY))}`;
  return g.pick([
    { method: 'POST', path: '/api/entries' },
    { method: 'GET', path: `/api/feed${query()}` },
    { method: 'GET', path: `/api/timeline${query()}` },
    { method: 'GET', path: `/api/trending${query()}` },
    { method: 'GET', path: `/api/entries/${enc(id)}/reactions/${enc(g.pick(NASTY))}` },
    { method: 'POST', path: `/api/entries/${enc(g.next() < 0.3 ? entryId : id)}/reactions` },
    { method: 'DELETE', path: `/api/entries/${enc(g.next() < 0.3 ? entryId : id)}/reactions` },
    { method: 'GET', path: `/api/supportive-responses/${enc(id)}` },
    { method: 'POST', path: `/api/entries/${enc(g.next() < 0.3 ? entryId : id)}/supportive-response` },
    { method: 'POST', path: `/api/entries/${enc(g.next() < 0.3 ? entryId : id)}/report` },
    { method: 'GET', path: `/api/community/category/${enc(g.pick(NASTY))}` },
    { method: 'POST', path: `/api/supportive-messages/${enc(id)}/read` },
    { method: 'GET', path: `/api/supportive-messages${query()}` },
    { method: 'GET', path: `/api/growth${query()}` },
    { method: 'POST', path: '/api/login' },
    { method: 'POST', path: '/api/register' },
    { method: g.pick(['PUT', 'PATCH', 'DELETE']), path: '/api/feed' },
    { method: 'GET', path: `/api/${enc(g.pick(NASTY))}` },
  ]);
}

/** Every row of every table in public, hashed: any insert, update or delete changes it. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await h.db.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await h.db.query<{ digest: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public.${name} t`,
    );
    out[name] = row!.digest;
  }
  return out;
}

describe('malformed requests', () => {
  it('1,000 of them: no 5xx, nothing stored changes', async () => {
    const g = generator(20261122);
    const before = await snapshot();
    expect(Object.keys(before).length).toBeGreaterThan(0);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const { method, path } = badPath(g);
      const token = g.pick([null, writer.token, 'garbage', `${writer.token}x`]);
      const withBody = method !== 'GET';
      const res = await h.api(path, {
        method,
        token,
        body: withBody ? badBody(g) : undefined,
        headers:
          withBody && g.next() < 0.2
            ? { 'content-type': g.pick(['text/plain', 'application/x-www-form-urlencoded']) }
            : {},
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, `#${i} ${method} ${path} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
      expect(res.status, `#${i} ${method} ${path}`).not.toBe(201);
    }
    expect(await snapshot()).toEqual(before);
    // The mix really exercised validation, identity and routing.
    for (const status of [400, 401, 404]) expect(statuses.get(status) ?? 0).toBeGreaterThan(20);
  });
});
