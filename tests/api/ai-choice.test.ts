// What the AI sees (issue 17 items 4 and 5), against the fake OpenAI-compatible provider: `provider`
// sends the entry text and nothing about the writer; `builtin` and `off` send nothing at all; every
// reflection says who wrote it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reflect, reflectionConfigFromEnv } from '../../supabase/functions/_shared/reflection/index.ts';
import { completion, startFakeOpenAI, type FakeOpenAI } from '../reflection/fake-openai.ts';
import { startHarness, type Harness, type Person } from './harness.ts';

const good = {
  reflection: 'It sounds like the walk gave you room to breathe. What did you notice on the way?',
  category: 'growth and change',
  intensity: 'low',
  tags: ['walk', 'work', 'rest'],
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
  h = await startHarness({
    reflect: (input) => reflect(input, { provider, retryDelayMs: 10 }),
    api: { providerModel: provider.model },
  });
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

const requests = () => fake.requests.length;

const write = async (person: Person, journalText: string) => {
  const res = await h.api('/api/entries', {
    method: 'POST',
    token: person.token,
    body: { moodTag: 'happy', journalText },
  });
  expect(res.status).toBe(201);
  return res.body.entry;
};

describe('choosing who writes the reflections', () => {
  it('defaults to the configured provider, which gets the entry text only, and names its model', async () => {
    fake.reset();
    fake.script({ body: completion(JSON.stringify(good)) });
    const me = await h.anonymous();
    expect((await h.api('/api/settings', { token: me.token })).body).toEqual({
      aiReflections: 'provider',
      providerModel: 'fake-model',
    });
    const entry = await write(me, 'A long walk after work cleared my head.');
    expect(entry).toMatchObject({ aiReflection: good.reflection, reflectionBy: 'fake-model' });
    const chat = fake.requests.find((r) => r.path.endsWith('/chat/completions'))!;
    const sent = JSON.stringify(chat.body);
    expect(sent).toContain('A long walk after work cleared my head.');
    expect(sent).not.toContain(me.id);
  });

  it('builtin sends zero requests and says so', async () => {
    const me = await h.anonymous();
    await h.api('/api/settings', { method: 'PUT', token: me.token, body: { aiReflections: 'builtin' } });
    fake.reset();
    const entry = await write(me, 'A long walk after work cleared my head.');
    expect(entry.reflectionBy).toBe('builtin');
    expect(entry.aiReflection).toEqual(expect.any(String));
    const edited = await h.api(`/api/entries/${entry.entryId}`, {
      method: 'PATCH',
      token: me.token,
      body: { journalText: 'A long walk after a hard day at work.' },
    });
    expect(edited.body.entry.reflectionBy).toBe('builtin');
    expect(requests()).toBe(0);
  });

  it('off sends zero requests and writes no reflection; the safety check still runs', async () => {
    const me = await h.anonymous();
    await h.api('/api/settings', { method: 'PUT', token: me.token, body: { aiReflections: 'off' } });
    fake.reset();
    const entry = await write(me, 'A long walk after work cleared my head.');
    expect(entry).toMatchObject({ aiReflection: null, reflectionBy: null });
    const crisis = await write(me, 'I have a plan to end my life tonight.');
    expect(crisis.safety).toEqual({ level: 'crisis' });
    expect(crisis.crisisResources.length).toBeGreaterThan(0);
    expect(requests()).toBe(0);
  });

  it('an edit with the provider re-asks it, and the reflection changes', async () => {
    const me = await h.anonymous();
    fake.reset();
    fake.script(
      { body: completion(JSON.stringify(good)) },
      {
        body: completion(
          JSON.stringify({
            ...good,
            reflection: 'Rest is its own kind of care. What would a gentle evening look like tonight?',
          }),
        ),
      },
    );
    const entry = await write(me, 'A long walk after work cleared my head.');
    const edited = await h.api(`/api/entries/${entry.entryId}`, {
      method: 'PATCH',
      token: me.token,
      body: { journalText: 'Too tired to walk today; I stayed in and rested.' },
    });
    expect(edited.body.entry).toMatchObject({
      aiReflection: 'Rest is its own kind of care. What would a gentle evening look like tonight?',
      reflectionBy: 'fake-model',
    });
    expect(fake.requests.filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(2);
  });

  it('an edit over the hourly limit is refused before the provider is asked', async () => {
    const me = await h.anonymous();
    await h.api('/api/settings', { method: 'PUT', token: me.token, body: { aiReflections: 'builtin' } });
    const entry = await write(me, 'A long walk after work cleared my head.');
    for (let i = 0; i < 60; i++) {
      const res = await h.api(`/api/entries/${entry.entryId}`, {
        method: 'PATCH',
        token: me.token,
        body: { journalText: `Edit number ${i} of a walk after work.` },
      });
      expect(res.status).toBe(200);
    }
    await h.api('/api/settings', { method: 'PUT', token: me.token, body: { aiReflections: 'provider' } });
    fake.reset();
    fake.script({ body: completion(JSON.stringify(good)) });
    const refused = await h.api(`/api/entries/${entry.entryId}`, {
      method: 'PATCH',
      token: me.token,
      body: { journalText: 'One edit too many for this hour.' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(requests()).toBe(0);
  });
});
