import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reflect, reflectionConfigFromEnv, CRISIS_LINES } from './index.ts';
import type { ProviderConfig, ReflectOptions } from './index.ts';
import { completion, startFakeOpenAI, type FakeOpenAI } from '../../../../tests/reflection/fake-openai.ts';

const entry = {
  text: 'My sister and I finally talked after months of silence. It was awkward but I feel lighter, and a little hopeful.',
  mood: '🙃',
  prompt: 'What changed this week?',
};

const good = {
  reflection:
    'It sounds like you are feeling lighter and a bit hopeful. You wrote "I feel lighter, and a little hopeful," which says a lot. Reconnecting after silence takes courage. Sometimes awkward first steps are where repair begins. What would you like the next conversation with her to feel like?',
  category: 'family',
  intensity: 'medium',
  tags: ['sister', 'silence', 'hope'],
  risk: 'none',
};

let fake: FakeOpenAI;
let provider: ProviderConfig;
let fallbacks: string[];
let options: ReflectOptions;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  provider = reflectionConfigFromEnv({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'fake-model',
  })!;
  fallbacks = [];
  options = { provider, timeoutMs: 300, retryDelayMs: 10, onFallback: (r) => fallbacks.push(r) };
});

const chats = () => fake.requests.filter((r) => r.path.endsWith('/chat/completions'));

describe('provider path against a local OpenAI-compatible server', () => {
  it('uses the provider answer when it is valid and safe, sending only text, mood and prompt', async () => {
    fake.script({ body: completion(JSON.stringify(good)) });
    const r = await reflect(entry, options);
    expect(r.source).toBe('provider');
    expect(r.reflection).toBe(good.reflection);
    expect(r.category).toBe('family');
    expect(r.tags).toEqual(['sister', 'silence', 'hope']);
    expect(r.safety.level).toBe('none');
    expect(fallbacks).toEqual([]);

    const [req] = chats();
    expect(req!.body.model).toBe('fake-model');
    expect(req!.body.max_tokens).toBeLessThanOrEqual(500);
    expect(req!.body.response_format.type).toBe('json_schema');
    expect(req!.body.user).toBeUndefined();
    const user = JSON.parse(req!.body.messages[1].content);
    expect(Object.keys(user).sort()).toEqual(['entry', 'mood', 'prompt']);
    expect(user.entry).toBe(entry.text);
    expect(user.mood).toContain('Transforming');
    expect(req!.headers.authorization).toBe('Bearer test-key');
  });

  it('falls back to the built-in engine when the provider is slower than the timeout', async () => {
    fake.script({ delayMs: 2_000, body: completion(JSON.stringify(good)) });
    const started = Date.now();
    const r = await reflect(entry, options);
    expect(r.source).toBe('builtin');
    expect(r.reflection.length).toBeGreaterThan(40);
    expect(fallbacks).toEqual(['timeout']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('retries once after a 500 and falls back when the retry fails too', async () => {
    fake.script(
      { status: 500, body: { error: { message: 'boom' } } },
      { status: 503, body: { error: { message: 'still down' } } },
    );
    const r = await reflect(entry, options);
    expect(r.source).toBe('builtin');
    expect(chats()).toHaveLength(2);
    expect(fallbacks).toEqual(['http 503']);
  });

  it('retries once after a 429 and uses the second answer', async () => {
    fake.script({ status: 429, body: { error: { message: 'slow down' } } }, { body: completion(JSON.stringify(good)) });
    const r = await reflect(entry, options);
    expect(r.source).toBe('provider');
    expect(chats()).toHaveLength(2);
    expect(fallbacks).toEqual([]);
  });

  it('does not retry a client error such as 401', async () => {
    fake.script({ status: 401, body: { error: { message: 'bad key' } } }, { body: completion(JSON.stringify(good)) });
    const r = await reflect(entry, options);
    expect(r.source).toBe('builtin');
    expect(chats()).toHaveLength(1);
    expect(fallbacks).toEqual(['http 401']);
  });

  it('falls back on malformed JSON in the message', async () => {
    fake.script({ body: completion('{"reflection": "It sounds like') });
    const r = await reflect(entry, options);
    expect(r.source).toBe('builtin');
    expect(fallbacks).toEqual(['malformed json']);
  });

  it('falls back on a malformed HTTP body', async () => {
    fake.script({ body: 'this is not json at all' });
    const r = await reflect(entry, options);
    expect(r.source).toBe('builtin');
    expect(fallbacks).toHaveLength(1);
  });

  it('falls back when the output does not match the schema (unknown category, too many tags)', async () => {
    fake.script({
      body: completion(JSON.stringify({ ...good, category: 'feelings', tags: ['a1', 'b', 'c', 'd', 'e', 'f'] })),
    });
    const r = await reflect(entry, options);
    expect(r.source).toBe('builtin');
    expect(fallbacks).toEqual(['invalid output']);
  });

  it('falls back when the output fails the safety check (advice-giving, methods, links)', async () => {
    const unsafe = [
      'You should just cheer up, everything happens for a reason. What will you do next?',
      'It sounds heavy. Some people take pills to sleep it off, which is one way through. Reaching out matters. What do you think?',
      'It sounds like a lot. You wrote "I feel lighter". Read more at https://example.com/help about this. What do you think?',
    ];
    for (const reflection of unsafe) fake.script({ body: completion(JSON.stringify({ ...good, reflection })) });
    for (const _ of unsafe) {
      const r = await reflect(entry, options);
      expect(r.source).toBe('builtin');
      expect(r.reflection).not.toMatch(/should|pills|example\.com/);
    }
    expect(fallbacks.every((f) => f.startsWith('unsafe output'))).toBe(true);
    expect(fallbacks).toHaveLength(3);
  });

  it('never sends a crisis entry to the provider and answers with the crisis lines', async () => {
    fake.script({ body: completion(JSON.stringify(good)) });
    const r = await reflect(
      { text: 'I want to kill myself tonight, I cannot do this anymore.', mood: 'sad', prompt: '' },
      options,
    );
    expect(chats()).toHaveLength(0);
    expect(r.source).toBe('builtin');
    expect(r.safety.level).toBe('crisis');
    expect(r.reflection).toContain(CRISIS_LINES);
  });

  it("raises the level when the provider's own risk assessment is higher, never lowers it", async () => {
    fake.script({ body: completion(JSON.stringify({ ...good, risk: 'crisis' })) });
    const r = await reflect(entry, options);
    expect(r.safety.level).toBe('crisis');
    expect(r.source).toBe('builtin');
    expect(r.reflection).toContain('988');

    fake.script({ body: completion(JSON.stringify({ ...good, risk: 'none' })) });
    const concern = await reflect(
      { ...entry, text: 'My friend said she wants to die and I have no idea how to help her.' },
      options,
    );
    expect(concern.safety.level).toBe('concern');
    expect(concern.source).toBe('provider');
    expect(concern.reflection).toContain('988');
    expect(concern.reflection.trim().endsWith('?')).toBe(true);
  });

  it('uses moderation self-harm categories as a second opinion when enabled', async () => {
    fake.moderation({ 'self-harm': true, 'self-harm/intent': true, 'self-harm/instructions': false, violence: false });
    fake.script({ body: completion(JSON.stringify(good)) });
    const r = await reflect(entry, { ...options, provider: { ...provider, moderation: true } });
    expect(fake.requests.some((q) => q.path.endsWith('/moderations'))).toBe(true);
    expect(r.safety.level).toBe('crisis');
    expect(r.safety.reasons).toContain('moderation second opinion');
    expect(r.reflection).toContain(CRISIS_LINES);
  });

  it('keeps working when the moderation endpoint is missing', async () => {
    fake.script({ body: completion(JSON.stringify(good)) });
    const r = await reflect(entry, { ...options, provider: { ...provider, moderation: true } });
    expect(r.source).toBe('provider');
  });

  it('falls back when nothing listens at the base URL', async () => {
    const r = await reflect(entry, { ...options, provider: { ...provider, baseURL: 'http://127.0.0.1:9/v1' } });
    expect(r.source).toBe('builtin');
    expect(fallbacks).toHaveLength(1);
  });
});

describe('reflectionConfigFromEnv', () => {
  it('has no provider without a key', () => {
    expect(reflectionConfigFromEnv({})).toBeNull();
    expect(reflectionConfigFromEnv({ OPENAI_API_KEY: '  ' })).toBeNull();
  });
  it('never throws on a malformed base URL, and the reflection still arrives', async () => {
    const config = reflectionConfigFromEnv({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'not a url' })!;
    expect(config.moderation).toBe(false);
    const r = await reflect(entry, { provider: config, timeoutMs: 300, onFallback: () => {} });
    expect(r.source).toBe('builtin');
  });

  it('reads key, base URL and model, defaulting the model', () => {
    expect(reflectionConfigFromEnv({ OPENAI_API_KEY: 'k' })).toEqual({
      apiKey: 'k',
      baseURL: undefined,
      model: 'gpt-4o-mini',
      moderation: true,
    });
    expect(
      reflectionConfigFromEnv({
        OPENAI_API_KEY: 'k',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        OPENAI_MODEL: 'llama3.2',
      }),
    ).toEqual({
      apiKey: 'k',
      baseURL: 'http://localhost:11434/v1',
      model: 'llama3.2',
      moderation: false,
    });
  });
});
