// Cost before work (issue 14 item 3): the AI provider is called only for entries the database will
// take — never more often than entries are accepted, whether a person sends them one after another
// or all at once. The provider is the fake OpenAI-compatible server, counting its calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asWriter, type Claims } from '../../supabase/functions/_shared/db.ts';
import { reflect, reflectionConfigFromEnv } from '../../supabase/functions/_shared/reflection/index.ts';
import { completion, startFakeOpenAI, type FakeOpenAI } from '../reflection/fake-openai.ts';
import { startHarness, type Harness, type Person } from './harness.ts';

const good = {
  reflection:
    'It sounds like the day asked a lot of you. You wrote about keeping going, which says something. What helped, even a little?',
  category: 'work',
  intensity: 'low',
  tags: ['work', 'tired'],
  risk: 'none',
};

let fake: FakeOpenAI;
let h: Harness;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  const provider = reflectionConfigFromEnv({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'fake-model',
  })!;
  // A configured provider is what people get by default (issue 17): the API is told its model.
  h = await startHarness({
    reflect: (input) => reflect(input, { provider, retryDelayMs: 10 }),
    api: { providerModel: 'fake-model' },
  });
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

const chats = () => fake.requests.filter((r) => r.path.endsWith('/chat/completions')).length;

const send = (person: Person, n: number, visibility = 'private') =>
  h.api('/api/entries', {
    method: 'POST',
    token: person.token,
    body: { moodTag: 'sad', journalText: `Entry number ${n}: a long day, and I kept going.`, visibility },
  });

describe('cost before work', () => {
  it('calls the provider once per accepted entry when one person sends 40 in a row', async () => {
    fake.reset();
    fake.script(...Array.from({ length: 40 }, () => ({ body: completion(JSON.stringify(good)) })));
    const person = await h.anonymous();
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) statuses.push((await send(person, n)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    expect(chats()).toBe(30);
  });

  it('and when 40 arrive at once, and for the public limit too', async () => {
    fake.reset();
    fake.script(...Array.from({ length: 60 }, () => ({ body: completion(JSON.stringify(good)) })));
    const person = await h.anonymous();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => send(person, n)));
    const accepted = answers.filter((a) => a.status === 201).length;
    expect(accepted).toBe(30);
    expect(answers.filter((a) => a.status === 429).every((a) => /^\d+$/.test(a.headers.get('retry-after')!))).toBe(
      true,
    );
    expect(chats()).toBe(accepted);

    const sharer = await h.anonymous();
    const before = chats();
    const shared = [];
    for (let n = 0; n < 12; n++) shared.push((await send(sharer, n, 'public')).status);
    expect(shared.filter((s) => s === 201)).toHaveLength(10);
    expect(chats() - before).toBe(10);
  });

  it('asks without writing: the question takes no transaction id, so its commit waits for no disk', async () => {
    const person = await h.anonymous();
    const claims: Claims = { sub: person.id, role: 'authenticated', is_anonymous: true };
    for (const visibility of ['private', 'public']) {
      const [row] = await asWriter(h.db, claims, async (q) => {
        await q.query('select private.check_entry_limits($1)', [visibility]);
        return q.query<{ xid: string | null }>('select pg_current_xact_id_if_assigned()::text as xid');
      });
      expect(row!.xid).toBeNull();
    }
  });
});
