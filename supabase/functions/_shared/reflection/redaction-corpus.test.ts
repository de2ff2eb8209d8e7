// The redaction's own quick measure on the safety corpus's development part (tests/safety/corpus/dev; the
// held-out part is read only by `npm run eval:safety`, through the real API). Prints, per kind and language,
// how many personal-data items others would still see, and how many words of entries without personal data
// the redaction took away (over-redaction), then asserts both.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPersonalData, redactForSharing } from './index.ts';

interface CorpusEntry {
  id: string;
  lang: string;
  label: string;
  text: string;
  prompt: string | null;
  pii: string[];
  pii_kinds: string[];
}

const DEV = new URL('../../../../tests/safety/corpus/dev/', import.meta.url);
const corpus: CorpusEntry[] = readdirSync(DEV)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => JSON.parse(readFileSync(new URL(file, DEV), 'utf8')) as CorpusEntry[]);

/** Still shown: the item as a whole word (or words), in its own case ("Hope" the name, not "I hope"). */
function shown(item: string, text: string): boolean {
  const escaped = item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

const WORD = /\S+/g;

describe('redaction on the development corpus', () => {
  it('leaves at most 5% of personal-data items visible to others, and takes at most 1% of other words', () => {
    const tally = new Map<string, { seen: number; total: number }>();
    let seen = 0;
    let total = 0;
    for (const entry of corpus.filter((e) => e.pii.length > 0)) {
      const others = `${redactForSharing(entry.text)}\n${redactForSharing(entry.prompt ?? '')}`;
      entry.pii.forEach((item, i) => {
        const key = `${entry.pii_kinds[i]} ${entry.lang}`;
        const row = tally.get(key) ?? { seen: 0, total: 0 };
        const visible = shown(item, others);
        row.total++;
        row.seen += visible ? 1 : 0;
        tally.set(key, row);
        total++;
        seen += visible ? 1 : 0;
      });
    }
    let words = 0;
    let removed = 0;
    for (const entry of corpus.filter((e) => e.label === 'none' && e.pii.length === 0)) {
      words += entry.text.match(WORD)?.length ?? 0;
      for (const span of findPersonalData(entry.text).spans)
        removed += entry.text.slice(span.start, span.end).match(WORD)?.length ?? 0;
    }
    const lines = [...tally.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, row]) => `  ${key.padEnd(14)} ${row.seen}/${row.total} visible`);
    console.log(
      [
        `personal-data items visible to others (dev): ${seen}/${total} (${((100 * seen) / total).toFixed(1)}%)`,
        ...lines,
        `over-redaction on entries without personal data: ${removed}/${words} words (${((100 * removed) / words).toFixed(2)}%)`,
      ].join('\n'),
    );
    expect(total).toBeGreaterThan(150);
    expect(seen / total).toBeLessThanOrEqual(0.05);
    expect(removed / words).toBeLessThanOrEqual(0.01);
    // Regression floors, on the part tuned on: 286 of 6,647 items were visible when N32–N36 joined dev, 255 after the
    // redaction's next round; over-redaction stayed at 0.48% (1,027 of 212,284 words), kept under half a per cent.
    expect(seen).toBeLessThanOrEqual(255);
    expect(removed / words).toBeLessThanOrEqual(0.005);
  });
});
