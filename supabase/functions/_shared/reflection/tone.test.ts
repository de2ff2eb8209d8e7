// Tone that never celebrates risk (issue 12, item 4): whatever the detector rates, a reply to an
// entry with any risk or goodbye signal is steady and caring; no reply contradicts the chosen mood;
// markup is never quoted; quotes never cut at abbreviations.
import { describe, expect, it } from 'vitest';
import { MOODS, resolveMood } from '../domain/moods.ts';
import { analyze } from './analyze.ts';
import { builtinReflect } from './builtin.ts';
import { chooseQuote, CRISIS_LINES, hasGoodbyeCue, LANGUAGE_NOT_CHECKED } from './compose.ts';
import { REASONS } from './detector.ts';
import { hasShape } from './evaluate.ts';
import { reflect } from './index.ts';
import {
  bannedPhraseHits,
  celebratingPhraseHits,
  FEELING_WORDS,
  MEANS_OR_GOODBYE_WORDS,
  MOOD_CONTRADICTS,
  PLAN_OR_METHOD_WORDS,
  type Emotion,
} from './lexicon.ts';
import { endsOnAbbreviation, sentences } from './text.ts';
import { toneProblems } from './tone.ts';
import type { Safety } from './types.ts';

// The issue's own examples first: these were shown to people writing goodbye notes.
const NEVER_UNDER_RISK = ['joy', 'lovely', 'worth keeping', 'a moment worth keeping', 'joy shines through'];

// Feeling words a reply might use for each emotion: the engine's own names and their near forms.
const FEELING_FORMS: Record<Emotion, string[]> = Object.fromEntries(
  (Object.keys(FEELING_WORDS) as Emotion[]).map((e) => [e, [FEELING_WORDS[e].adj, FEELING_WORDS[e].noun]]),
) as Record<Emotion, string[]>;
FEELING_FORMS.anger.push('anger', 'angry', 'frustrating');
FEELING_FORMS.joy.push('joyful', 'happiness');
FEELING_FORMS.sadness.push('sadness', 'low');
FEELING_FORMS.anxiety.push('anxiety', 'worried');
FEELING_FORMS.grief.push('grieving');
FEELING_FORMS.loneliness.push('alone in this');

const unquoted = (reply: string) => reply.replace(/"[^"]*"/g, ' ');
const quotesOf = (reply: string) => [...reply.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);

function contradictions(reply: string, moodKey: (typeof MOODS)[number]['key']): string[] {
  const text = unquoted(reply).toLowerCase();
  const hits: string[] = [];
  for (const e of MOOD_CONTRADICTS[moodKey])
    for (const w of FEELING_FORMS[e]) if (new RegExp(`\\b${w}\\b`).test(text)) hits.push(`${e}: ${w}`);
  return hits;
}

// Entries with a risk or goodbye signal, written the way people write them, several with bright words in them.
const RISKY_TEXTS = [
  "Gave my guitar to my little brother today and wrote letters to everyone. Tell mom I love her. I'm finally at peace and so happy it's almost over.",
  'Had the best day with my friends, laughed so much. Said my goodbyes in my head. Please look after my cat Biscuit after this weekend.',
  "Everything feels lighter now that I've decided. I'm grateful for all of you. Deleted all my accounts, sorry for everything.",
  'So proud of myself for finishing everything I needed to. My affairs are in order and I bought what I need. Tonight is calm.',
  "I keep thinking about the pills in the bathroom cabinet. I'm not going to do anything, I just feel so tired and numb lately.",
  "Work was awful again and I am so angry at my boss. What's the point of trying anymore, nothing ever changes.",
  'My best friend told me she has been cutting again and I feel so helpless. I love her so much.',
  'Honestly I wish I could just sleep and not wake up for a long time. Lovely weather though, walked by the lake.',
  'Ich weiß nicht mehr weiter. Alles ist so schwer und niemand merkt es. Morgen ist es vorbei.',
];

const SAFETIES: Safety[] = [
  { level: 'none', reasons: [] },
  { level: 'concern', reasons: [REASONS.hopelessness] },
  { level: 'concern', reasons: [REASONS.someoneElse] },
  { level: 'concern', reasons: [REASONS.past] },
  { level: 'concern', reasons: [LANGUAGE_NOT_CHECKED] },
  { level: 'concern', reasons: [REASONS.moderation] },
  { level: 'crisis', reasons: [REASONS.ideation] },
  { level: 'crisis', reasons: [REASONS.plan] },
  { level: 'crisis', reasons: [REASONS.others] },
];

describe('steady tone under any risk signal', () => {
  it('every mood × risk level × entry: no celebration, no banned phrase, no contradiction of the mood, the right shape', () => {
    const failures: string[] = [];
    for (const mood of MOODS)
      for (const safety of SAFETIES)
        for (const text of RISKY_TEXTS) {
          const risky = safety.level !== 'none' || hasGoodbyeCue(text);
          const r = builtinReflect({ text, mood: mood.emoji }, safety);
          const where = `${mood.label} / ${safety.level} ${safety.reasons.join(',')} / ${text.slice(0, 40)}`;
          const problems = [
            ...bannedPhraseHits(r.reflection).map((b) => `banned "${b}"`),
            ...contradictions(r.reflection, mood.key).map((c) => `contradicts mood (${c})`),
            ...(risky ? celebratingPhraseHits(r.reflection).map((c) => `celebrates "${c}"`) : []),
            ...(risky
              ? NEVER_UNDER_RISK.filter((p) => r.reflection.toLowerCase().includes(p)).map((p) => `says "${p}"`)
              : []),
            ...quotesOf(r.reflection)
              .filter((q) => risky && PLAN_OR_METHOD_WORDS.test(q.toLowerCase()))
              .map((q) => `quotes plan or method "${q}"`),
            ...(hasShape(r.reflection) ? [] : ['shape']),
            ...toneProblems(r.reflection, { text, mood: mood.key }, safety.level),
          ];
          if (safety.level === 'crisis') {
            if (!r.reflection.includes(CRISIS_LINES)) problems.push('no crisis lines');
            if (quotesOf(r.reflection).length) problems.push('quotes in a crisis');
          } else if (safety.level === 'concern' && !/\b988\b/.test(r.reflection)) problems.push('no support line');
          for (const p of problems) failures.push(`${where}: ${p} — ${r.reflection}`);
        }
    expect(failures).toEqual([]);
  });

  it('answers goodbye notes written with a happy mood steadily, through the whole engine', async () => {
    const notes = [
      "Wrote letters to my sister and my best friend today. Gave away my plants and my games. I feel so calm and happy, it's all sorted now.",
      'Finally made my will and closed all my accounts. Love you all, thank you for everything. Best day in a long time.',
      "Can you take care of my dog when I'm gone? He loves the park. I'm so grateful for every walk we had.",
    ];
    for (const text of notes) {
      expect(hasGoodbyeCue(text), text).toBe(true);
      const r = await reflect({ text, mood: '😊' });
      expect(celebratingPhraseHits(r.reflection), r.reflection).toEqual([]);
      for (const p of NEVER_UNDER_RISK) expect(r.reflection.toLowerCase()).not.toContain(p);
      expect(r.reflection).toMatch(/\b988\b/);
      for (const q of quotesOf(r.reflection)) expect(q.toLowerCase()).not.toMatch(PLAN_OR_METHOD_WORDS);
    }
  });

  it('never quotes words about a method or a plan under a risk signal', () => {
    const texts = [
      "I've been saving up my pills and I feel so empty and so alone these days.",
      'I know where my dad keeps the gun and I feel so lost, so sad all the time.',
      'Picked the bridge near work already, everything feels so heavy and hopeless lately.',
      'I decided on friday and I am so tired of feeling this sad and empty.',
    ];
    const concern: Safety = { level: 'concern', reasons: [REASONS.hopelessness] };
    for (const text of texts) {
      for (const mood of MOODS) {
        const r = builtinReflect({ text, mood: mood.key }, concern);
        for (const q of quotesOf(r.reflection)) expect(q.toLowerCase(), r.reflection).not.toMatch(PLAN_OR_METHOD_WORDS);
        expect(r.reflection).not.toMatch(/\b(?:pills?|gun|bridge|friday)\b/i);
      }
    }
  });

  it('shows words it could not read one gentle resource line, and never echoes them', () => {
    const text = 'Ich weiß nicht mehr weiter. Alles ist so schwer und niemand merkt es.';
    const r = builtinReflect({ text, mood: '😔' }, { level: 'concern', reasons: [LANGUAGE_NOT_CHECKED] });
    expect(quotesOf(r.reflection)).toEqual([]);
    expect(r.reflection.match(/\b988\b/g)).toHaveLength(1);
    expect(r.reflection).toMatch(/in your country/);
    expect(r.reflection).not.toContain('741741');
    expect(r.reflection).not.toContain(CRISIS_LINES);
    expect(hasShape(r.reflection)).toBe(true);
  });
});

describe('defence when no check rated the entry', () => {
  const bright = [
    'I finally finished the quilt I started last winter and I love how it turned out!',
    'Best day in ages, we laughed so much at the beach and I feel so happy and lucky.',
    'So grateful for my friends tonight, dinner was wonderful and I felt so loved.',
    'Passed my driving test!! I am so proud of myself, I did it.',
    'Quiet morning, coffee, rain on the window. I feel calm and content.',
  ];
  it('never uses the phrases that were said to goodbye notes, to anyone', async () => {
    for (const text of bright)
      for (const mood of MOODS) {
        const r = await reflect({ text, mood: mood.key });
        for (const p of NEVER_UNDER_RISK) expect(r.reflection.toLowerCase(), r.reflection).not.toContain(p);
      }
  });

  it('never quotes means or goodbye words, even at level none', () => {
    const texts = [
      'Cleaned my sidearm tonight and felt so calm, it was a really good quiet evening at home.',
      'He can have my headset too, I feel so happy knowing he will use it every day.',
      'Wrote my own eulogy last night for fun and felt really proud of how it turned out.',
    ];
    for (const text of texts) {
      const r = builtinReflect({ text, mood: 'happy' }, { level: 'none', reasons: [] });
      for (const q of quotesOf(r.reflection)) expect(q.toLowerCase(), r.reflection).not.toMatch(MEANS_OR_GOODBYE_WORDS);
    }
  });

  it('does not echo words in another language into an English reply', () => {
    const r = builtinReflect(
      { text: 'Hoy fue un día chévere, laburé todo el día y después salimos a comer.', mood: 'happy' },
      { level: 'none', reasons: [] },
    );
    expect(quotesOf(r.reflection)).toEqual([]);
  });
});

describe('the mood the writer chose', () => {
  it('is never contradicted, with or without risk (a "Reflective" writer is not told they are frustrated)', () => {
    const texts = [
      'My manager took credit for my work again and I am so frustrated and angry about it, it is so unfair.',
      'I am so happy and excited, we laughed all day at the beach and it was wonderful.',
      'I miss my grandmother so much, the funeral was last week and I cried all night.',
      "I'm so anxious about tomorrow's exam, what if I fail, my heart keeps racing.",
      'Nobody texts me anymore, I eat dinner alone every night and feel invisible.',
      'I do not know what to do about the move, I feel torn and stuck between two cities.',
      'Feeling calm and grateful this morning, slow coffee and quiet music.',
      "I hate myself for how I acted, I'm such an idiot and it's all my fault.",
    ];
    const failures: string[] = [];
    for (const mood of MOODS)
      for (const text of texts) {
        const r = builtinReflect({ text, mood: mood.key }, { level: 'none', reasons: [] });
        for (const c of contradictions(r.reflection, mood.key)) failures.push(`${mood.label}: ${c} — ${r.reflection}`);
        const a = analyze(text, resolveMood(mood.key));
        if (MOOD_CONTRADICTS[mood.key].has(a.emotion)) failures.push(`${mood.label}: analysis named ${a.emotion}`);
      }
    expect(failures).toEqual([]);
  });

  it('still lets the words choose among the feelings the mood allows', () => {
    const text = 'My manager took credit for my work again and I am so frustrated and angry, it is so unfair.';
    expect(analyze(text, resolveMood('😡')).emotion).toBe('anger');
    expect(analyze(text, resolveMood('🙃')).emotion).toBe('anger');
    expect(analyze(text, resolveMood('😔')).emotion).not.toBe('anger');
  });
});

describe('quoting', () => {
  it('never quotes markup (HTML or markdown)', async () => {
    const texts = [
      '<b>I feel so alone tonight</b> and <i>nobody texts me</i> anymore, not even my sister.',
      '**I feel so alone tonight** and _nobody texts me_ anymore, not even my sister.',
      '# Tuesday\n> I feel so alone tonight\n- nobody texts me anymore',
      'I feel so alone <script>alert("hi")</script> and [nobody texts me](http://example.com) anymore.',
      'I feel so alone tonight &amp; nobody texts me anymore `console.log(me)`',
    ];
    for (const text of texts) {
      const r = await reflect({ text, mood: '🥺' });
      for (const q of quotesOf(r.reflection)) expect(q, r.reflection).not.toMatch(/[<>*_#`[\]()]|&\w+;|script|alert/);
      expect(r.reflection).not.toMatch(/<\/?\w|\*\*|&amp;|`/);
    }
  });

  it('keeps abbreviations inside a sentence and never cuts a quote at one', async () => {
    expect(sentences("I walked past St. Mary's on the way home. It felt calm.")).toEqual([
      "I walked past St. Mary's on the way home.",
      'It felt calm.',
    ]);
    expect(sentences('Small things, e.g. warm bread, help. Mrs. and Mr. Lee waved.')).toHaveLength(2);
    // A day before its month is an ordinal, not the end of a sentence; a number before anything else may end one.
    expect(sentences('Am 3. Mai sind wir am Meer. Ich freu mich.')).toEqual([
      'Am 3. Mai sind wir am Meer.',
      'Ich freu mich.',
    ]);
    expect(sentences('We won 2. Then it rained.')).toHaveLength(2);
    for (const p of ['went to see Dr.', 'by St', 'small things e.g', 'lunch with Mrs', 'met J.'])
      expect(endsOnAbbreviation(p), p).toBe(true);
    for (const p of ['I said no', 'a long day', 'so did i']) expect(endsOnAbbreviation(p), p).toBe(false);

    const texts = [
      'The little things, e.g. a warm cup of tea and a slow walk, make me feel so calm these days.',
      "I sat outside St. Mary's for an hour and felt so sad and heavy thinking about everything.",
      'Our old neighbour Mrs. Alvarez brought soup over and I felt so grateful I almost cried.',
      'After the appointment with Dr. Okafor I felt so relieved that the worst is over for now.',
      'I keep feeling so anxious about everything at work i.e. the deadlines, the meetings, the reviews.',
    ];
    for (const text of texts)
      for (const mood of ['😔', '😊', '😶‍🌫️']) {
        const r = await reflect({ text, mood });
        for (const q of quotesOf(r.reflection)) {
          expect(endsOnAbbreviation(q), q).toBe(false);
          const at = text.indexOf(q);
          if (at > 0) expect(endsOnAbbreviation(text.slice(0, at).trim()), `${q} in ${text}`).toBe(false);
        }
      }
    expect(chooseQuote("I sat outside St. Mary's and felt so sad and heavy.", 'sadness')).not.toMatch(/^Mary|St$/);
  });
});

describe('toneProblems (shared by the provider guard and the evaluation)', () => {
  it('flags what the issue saw, and passes a steady reply', () => {
    const note = { text: 'Wrote letters to everyone and gave away my cat. Love you all.', mood: '😊' };
    expect(
      toneProblems('You wrote "love you all," and that is a moment worth keeping. Joy shines through.', note, 'none'),
    ).toEqual(expect.arrayContaining(['celebrates: joy', 'celebrates: worth keeping', 'celebrates: shines through']));
    expect(toneProblems('Thank you for putting this into words. How are you really doing?', note, 'crisis')).toEqual(
      [],
    );
    expect(
      toneProblems('It sounds like you are feeling frustrated.', { text: 'a long day', mood: '😔' }, 'none'),
    ).toContain('contradicts mood: frustrated');
    expect(toneProblems('You wrote "<b>so tired</b>".', { text: 'x', mood: '😔' }, 'none')).toContain('markup');
    expect(toneProblems('You wrote "I bought the pills".', { text: 'x', mood: '😔' }, 'concern')).toContain(
      'quotes plan or method: I bought the pills',
    );
  });
});
