// Growth, community stats, trending and categories on a fresh database, checked against values
// computed here by hand from what the API said it stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Person } from './harness.ts';

let h: Harness;
let writer: Person;
type Entry = {
  entryId: string;
  moodTag: string;
  visibility: string;
  category: string;
  emotionalIntensity: string;
  tags: string[];
  wordCount: number;
  timestamp: string;
};
let entries: Entry[];
let crisis: Entry;

const TEXTS: [string, string, string][] = [
  ['happy', 'public', 'I finished the project at work today and my manager thanked the whole team'],
  ['happy', 'public', 'Dinner with my sister was warm and we laughed about our childhood for hours'],
  // Plainly ordinary: the gate holds a public post on any weak risk signal (issue 12), and these must be public.
  ['sad', 'public', 'Rainy Monday, the bus was late and I miss the summer already'],
  ['angry', 'private', 'My coworker took credit for my work in the meeting and I am still furious'],
];

beforeAll(async () => {
  h = await startHarness();
  writer = await h.registered();
  entries = [];
  for (const [moodTag, visibility, journalText] of TEXTS) {
    const res = await h.api('/api/entries', {
      method: 'POST',
      token: writer.token,
      body: { moodTag, visibility, journalText },
    });
    expect(res.status).toBe(201);
    entries.push(res.body.entry);
  }
  const other = await h.anonymous();
  const held = await h.api('/api/entries', {
    method: 'POST',
    token: other.token,
    body: {
      moodTag: 'sad',
      visibility: 'public',
      journalText: 'I want to kill myself tonight, nothing matters anymore.',
    },
  });
  expect(held.body.entry.safety.level).toBe('crisis');
  crisis = held.body.entry;

  const [e1, , e3] = entries;
  const readers = [await h.anonymous(), await h.anonymous(), await h.anonymous()];
  const react = async (p: Person, e: Entry, reactionType: string) =>
    expect(
      (await h.api(`/api/entries/${e.entryId}/reactions`, { method: 'POST', token: p.token, body: { reactionType } }))
        .status,
    ).toBe(200);
  await react(readers[0]!, e1!, 'support');
  await react(readers[1]!, e1!, 'support');
  await react(readers[2]!, e1!, 'love');
  await react(readers[0]!, e3!, 'love');
  await react(readers[1]!, e3!, 'strength');
});
afterAll(() => h?.close());

/** Count occurrences, then order by count desc and name, as the spec's top-N lists are read. */
function tally(values: string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
const byCountThenName =
  <T extends { count: number }>(key: keyof T) =>
  (list: T[]) =>
    [...list].sort((a, b) => b.count - a.count || String(a[key]).localeCompare(String(b[key])));

describe('growth', () => {
  it('matches totals, patterns, intensities, categories, tags and themes computed by hand', async () => {
    const res = await h.api(`/api/growth?userCookie=${writer.cookie}`, { token: writer.token });
    expect(res.status).toBe(200);
    const g = res.body;

    const words = TEXTS.map(([, , text]) => text.split(/\s+/).length);
    expect(entries.map((e) => e.wordCount)).toEqual(words);
    const categories = tally(entries.map((e) => e.category));
    const tags = tally(entries.flatMap((e) => [...new Set(e.tags)]));

    expect(g.totalEntries).toBe(4);
    expect(g.publicEntries).toBe(3);
    expect(g.journalingDays).toBe(new Set(entries.map((e) => e.timestamp.slice(0, 10))).size);
    expect(g.avgWordsPerEntry).toBe(Math.round((words.reduce((a, b) => a + b, 0) / 4) * 10) / 10);
    expect(g.patterns).toEqual({ Joyful: 50, Reflective: 25, Frustrated: 25 });
    expect(g.intensityPatterns).toEqual({
      high: entries.filter((e) => e.emotionalIntensity === 'high').length,
      medium: entries.filter((e) => e.emotionalIntensity === 'medium').length,
      low: entries.filter((e) => e.emotionalIntensity === 'low').length,
    });
    expect(g.categoryPatterns).toEqual(Object.fromEntries(categories.map((c) => [c.name, c.count])));
    expect(categories.filter((c) => c.count === categories[0]!.count).map((c) => c.name)).toContain(
      g.mostCommonCategory,
    );
    expect(byCountThenName<{ tag: string; count: number }>('tag')(g.aiTags)).toEqual(
      tags.slice(0, 20).map((t) => ({ tag: t.name, count: t.count })),
    );
    expect(byCountThenName<{ theme: string; count: number }>('theme')(g.themes)).toEqual(
      tags
        .filter((t) => t.count >= 2)
        .slice(0, 10)
        .map((t) => ({ theme: t.name, count: t.count })),
    );
    expect(g.summaryEntryCount).toBe(4);
    expect(typeof g.summary).toBe('string');
    expect(g.summary.length).toBeGreaterThan(20);
  });

  it("carries the mood calendar: the writer's entries counted per day and mood, in their time zone", async () => {
    for (const timeZone of ['UTC', 'Pacific/Kiritimati', 'Not/AZone']) {
      const res = await h.api(`/api/growth?timeZone=${encodeURIComponent(timeZone)}`, { token: writer.token });
      expect(res.status).toBe(200);
      // An unknown zone counts as UTC.
      const zone = timeZone === 'Not/AZone' ? 'UTC' : timeZone;
      const dayIn = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: zone });
      const expected = new Map<string, { date: string; moodTag: string; count: number; latest: string }>();
      for (const e of entries) {
        const key = `${dayIn(e.timestamp)} ${e.moodTag}`;
        const day = expected.get(key) ?? {
          date: dayIn(e.timestamp),
          moodTag: e.moodTag,
          count: 0,
          latest: e.timestamp,
        };
        day.count++;
        if (e.timestamp > day.latest) day.latest = e.timestamp;
        expected.set(key, day);
      }
      const order = (a: { date: string; moodTag: string }, b: { date: string; moodTag: string }) =>
        `${a.date} ${a.moodTag}`.localeCompare(`${b.date} ${b.moodTag}`);
      expect([...res.body.moodCalendar].sort(order)).toEqual([...expected.values()].sort(order));
    }
  });

  it('shows an empty growth for a writer with no entries', async () => {
    const newcomer = await h.anonymous();
    const g = (await h.api('/api/growth', { token: newcomer.token })).body;
    expect(g).toMatchObject({
      totalEntries: 0,
      journalingDays: 0,
      publicEntries: 0,
      avgWordsPerEntry: 0,
      mostCommonCategory: null,
      patterns: {},
      themes: [],
      aiTags: [],
      summaryEntryCount: 0,
      moodCalendar: [],
    });
    expect(g.intensityPatterns).toEqual({ high: 0, medium: 0, low: 0 });
    expect((await h.api('/api/growth')).status).toBe(401);
  });
});

describe('community', () => {
  it('stats count public, visible entries only (the held crisis entry is not one)', async () => {
    const res = await h.api('/api/community/stats');
    expect(res.status).toBe(200);
    const publicEntries = entries.filter((e) => e.visibility === 'public');
    const categories = tally(publicEntries.map((e) => e.category));
    expect(res.body).toMatchObject({
      totalPublicEntries: 3,
      totalReactions: 5,
      // Everyone who wrote today, whatever they shared: the writer and the crisis writer.
      activeUsersToday: 2,
      entriesLast24h: 3,
      averageReactionsPerEntry: 1.67,
      topMoods: [
        { mood: '😊', count: 2 },
        { mood: '😔', count: 1 },
      ],
    });
    expect(byCountThenName<{ category: string; count: number }>('category')(res.body.topCategories)).toEqual(
      categories.slice(0, 5).map((c) => ({ category: c.name, count: c.count })),
    );
  });

  it('trending orders by reactions and leaves out entries without any', async () => {
    const res = await h.api('/api/trending');
    expect(res.body.entries.map((e: Entry) => e.entryId)).toEqual([entries[0]!.entryId, entries[2]!.entryId]);
    expect(res.body.entries[0]).toMatchObject({ supportCount: 2, loveCount: 1, strengthCount: 0 });
  });

  it('category lists hold the public entries of that category, newest first', async () => {
    for (const category of new Set(entries.map((e) => e.category))) {
      const res = await h.api(`/api/community/category/${encodeURIComponent(category)}`);
      expect(res.status).toBe(200);
      const expected = entries.filter((e) => e.category === category && e.visibility === 'public').reverse();
      expect(res.body.entries.map((e: Entry) => e.entryId)).toEqual(expected.map((e) => e.entryId));
      expect(res.body.entries.every((e: Entry) => e.category === category)).toBe(true);
    }
    const crisisList = await h.api(`/api/community/category/${encodeURIComponent(crisis.category)}`);
    expect(crisisList.body.entries.map((e: Entry) => e.entryId)).not.toContain(crisis.entryId);
  });
});
