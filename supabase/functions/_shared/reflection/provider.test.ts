import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { detectCrisis, reflect, reflectionConfigFromEnv, unsafeOutputReason, CRISIS_LINES } from './index.ts';
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

describe("second opinions: moderation and the provider's own risk reading raise a level, never lower it", () => {
  const withModeration = () => ({ ...options, provider: { ...provider, moderation: true } });
  const moderations = () => fake.requests.filter((r) => r.path.endsWith('/moderations'));
  const off = { 'self-harm': false, 'self-harm/intent': false, 'self-harm/instructions': false, violence: false };
  // Polish, which the built-in check does not read: only a multilingual second opinion can see the risk in it.
  const polish = { text: 'Nie chcę już żyć. Wszystko przygotowałam i jutro to skończę.', mood: '😔', prompt: '' };
  const concernText = { ...entry, text: "What's the point of trying? I mess up everything I touch." };
  const crisisText = { ...entry, text: 'I want to kill myself tonight, I cannot do this anymore.' };

  it('raises the level when moderation flags self-harm on a text the built-in check misses', async () => {
    expect(detectCrisis(entry.text).level).toBe('none');
    fake.moderation({ ...off, 'self-harm': true });
    fake.script({ body: completion(JSON.stringify(good)) });
    const r = await reflect(entry, withModeration());
    expect(r.safety.level).toBe('concern');
    expect(r.safety.reasons).toContain('moderation second opinion');
    expect(r.reflection).toMatch(/\b988\b/);
  });

  it('raises an unreadable-language entry to crisis when moderation reads intent in it', async () => {
    expect(detectCrisis(polish.text).level).not.toBe('crisis');
    fake.moderation({ ...off, 'self-harm': true, 'self-harm/intent': true });
    fake.script({ body: completion(JSON.stringify(good)) });
    const r = await reflect(polish, withModeration());
    expect(r.safety.level).toBe('crisis');
    expect(r.source).toBe('builtin');
    expect(r.reflection).toContain(CRISIS_LINES);
    expect(r.reflection).not.toContain('Nie');
    expect(moderations()[0]!.body.input).toEqual([polish.text]);
  });

  it("raises the level when the provider's own risk reading says crisis, even if moderation says nothing", async () => {
    fake.moderation(off);
    fake.script({ body: completion(JSON.stringify({ ...good, risk: 'crisis' })) });
    const r = await reflect(polish, withModeration());
    expect(r.safety.level).toBe('crisis');
    expect(r.safety.reasons).toContain('provider risk assessment');
    expect(r.reflection).toContain(CRISIS_LINES);
  });

  it('keeps a crisis a crisis when both say safe, and never sends it to the provider', async () => {
    fake.moderation(off);
    fake.script({ body: completion(JSON.stringify({ ...good, risk: 'none' })) });
    const r = await reflect(crisisText, withModeration());
    expect(r.safety.level).toBe('crisis');
    expect(r.reflection).toContain(CRISIS_LINES);
    expect(chats()).toHaveLength(0);
  });

  it('keeps a concern a concern when both say safe', async () => {
    expect(detectCrisis(concernText.text).level).toBe('concern');
    fake.moderation(off);
    fake.script({ body: completion(JSON.stringify({ ...good, risk: 'none' })) });
    const r = await reflect(concernText, withModeration());
    expect(r.safety.level).toBe('concern');
    expect(r.reflection).toMatch(/\b988\b/);
  });

  it('keeps the built-in level when the moderation endpoint is down, and the provider still answers', async () => {
    fake.moderation('down');
    fake.script({ body: completion(JSON.stringify({ ...good, risk: 'none' })) });
    const r = await reflect(concernText, withModeration());
    expect(moderations()).toHaveLength(1);
    expect(r.safety.level).toBe('concern');
    expect(r.source).toBe('provider');
    fake.moderation('down');
    fake.script({ body: completion(JSON.stringify(good)) });
    const none = await reflect(entry, withModeration());
    expect(none.safety).toEqual({ level: 'none', reasons: [] });
  });

  it('still raises the level from moderation when the chat provider fails and the built-in engine answers', async () => {
    fake.moderation({ ...off, 'self-harm': true, 'self-harm/intent': true });
    fake.script({ status: 500, body: {} }, { status: 500, body: {} });
    const r = await reflect(entry, withModeration());
    expect(r.source).toBe('builtin');
    expect(r.safety.level).toBe('crisis');
    expect(r.reflection).toContain(CRISIS_LINES);
  });

  it('tells the provider to keep to the chosen mood, write plain text and never celebrate a goodbye', async () => {
    fake.script({ body: completion(JSON.stringify(good)) });
    await reflect(entry, options);
    const system: string = chats()[0]!.body.messages[0].content;
    expect(system).toMatch(/fit the mood the writer chose/);
    expect(system).toMatch(/no markdown, no HTML/);
    expect(system).toMatch(/goodbye[\s\S]*never celebrate/);
  });

  it('asks moderation about a prompt that came with the entry, too', async () => {
    fake.moderation({ ...off, violence: true });
    fake.script({ body: completion(JSON.stringify(good)) });
    const r = await reflect({ ...entry, prompt: 'something the writer typed' }, withModeration());
    expect(moderations()[0]!.body.input).toEqual([entry.text, 'something the writer typed']);
    expect(r.safety.level).toBe('concern');
  });

  it('refuses a provider reply that celebrates an entry with a risk signal, contradicts the mood, or carries markup', async () => {
    const goodbye = {
      text: 'Wrote letters to everyone today and gave away my guitar. Love you all. Such a calm, happy day.',
      mood: '😊',
      prompt: '',
    };
    const celebrating = {
      ...good,
      reflection:
        'What a lovely, calm day. You wrote "such a calm, happy day," and that is a moment worth keeping. Joy shines through. What made it so special?',
    };
    // Whatever level the detector gives the goodbye (or none: the goodbye words alone count), that reply is refused.
    for (const level of ['none', 'concern'] as const)
      expect(unsafeOutputReason(celebrating.reflection, level, goodbye)).toBe('celebrates risk');
    fake.script({ body: completion(JSON.stringify(celebrating)) });
    const r = await reflect(goodbye, options);
    expect(r.source).toBe('builtin');
    expect(r.reflection).not.toMatch(/lovely|worth keeping|joy/i);
    // A goodbye the detector rates as crisis never reaches the provider; otherwise its reply is refused.
    if (r.safety.level === 'crisis') expect(chats()).toHaveLength(0);
    else expect(fallbacks).toEqual(['unsafe output: celebrates risk']);
    fake.reset(); // a reply a crisis never asked for is not left queued for the next one
    fallbacks.length = 0;

    const frustrated = {
      ...good,
      reflection:
        'It sounds like you are feeling frustrated about how things went. That makes sense. Small steps count. What would help next?',
    };
    fake.script({ body: completion(JSON.stringify(frustrated)) });
    await reflect({ ...entry, mood: '😔' }, options);
    expect(fallbacks.at(-1)).toBe('unsafe output: contradicts mood');

    const markup = {
      ...good,
      reflection:
        'It sounds like you are feeling **lighter**. That makes sense. Small steps count. What would help next?',
    };
    fake.script({ body: completion(JSON.stringify(markup)) });
    await reflect(entry, options);
    expect(fallbacks.at(-1)).toBe('unsafe output: markup');
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
