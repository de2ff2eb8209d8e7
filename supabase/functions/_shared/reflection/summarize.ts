// The growth view's summary: warm, descriptive, never a diagnosis.

import type { SummaryEntry } from './types.ts';
import { resolveMood, type MoodKey } from '../domain/moods.ts';
import { analyze } from './analyze.ts';
import { MOOD_PLACE } from './lexicon.ts';
import { CATEGORIES } from './types.ts';

function top<K>(counts: Map<K, number>): K | undefined {
  let best: K | undefined;
  let n = -1;
  for (const [k, v] of counts) if (v > n) [best, n] = [k, v];
  return best;
}

export function summarize(entries: SummaryEntry[]): string {
  if (!entries || entries.length === 0) {
    return 'Your growth summary will appear here once you have written a few entries.';
  }
  const sorted = [...entries].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  const n = sorted.length;
  const moods = new Map<MoodKey, number>();
  const categories = new Map<string, number>();
  const tags = new Map<string, number>();
  const tone: number[] = [];
  for (const e of sorted) {
    const mood = resolveMood(e.mood);
    moods.set(mood.key, (moods.get(mood.key) ?? 0) + 1);
    const a = analyze(e.text ?? '', mood);
    const cat = e.category && (CATEGORIES as readonly string[]).includes(e.category) ? e.category : a.category;
    categories.set(cat, (categories.get(cat) ?? 0) + 1);
    for (const t of a.tags) tags.set(t, (tags.get(t) ?? 0) + 1);
    tone.push(a.sentiment);
  }
  const entriesWord = n === 1 ? 'entry' : 'entries';
  const parts: string[] = [];
  const mood = top(moods);
  const category = top(categories);
  const place = MOOD_PLACE[mood ?? 'confused'];
  parts.push(
    n === 1
      ? `In this entry you wrote from ${place}, with ${category} on your mind.`
      : `Across your last ${n} ${entriesWord}, you most often wrote from ${place}, and ${category} came up more than anything else.`,
  );
  if (n >= 4) {
    const half = Math.floor(n / 2);
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const shift = avg(tone.slice(half)) - avg(tone.slice(0, half));
    if (shift > 0.05) parts.push('Your more recent entries carry a little more lightness than the earlier ones.');
    else if (shift < -0.05)
      parts.push(
        'Your recent entries have carried more weight than the earlier ones, and it is good that you keep making room for that here.',
      );
    else parts.push('Your entries have held a fairly steady tone over this stretch.');
  }
  const recurring = [...tags.entries()]
    .filter(([, c]) => c >= 2)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 3)
    .map(([t]) => t);
  if (recurring.length > 0) {
    parts.push(
      `Themes like ${recurring.map((t) => `"${t}"`).join(', ')} keep returning, which may be worth a gentle look.`,
    );
  }
  parts.push(
    n === 1 ? 'Writing it down is a meaningful first step.' : `Showing up to write ${n} times is its own kind of care.`,
  );
  return parts.join(' ');
}
