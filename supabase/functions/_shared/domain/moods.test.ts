// The one mood list: the spec's six and every spelling people and old data use. That it equals the
// database's `moods` table is checked in the db layer (tests/db/moods-table.test.ts).
import { describe, expect, it } from 'vitest';
import { MOODS, moodNamed, resolveMood } from './moods.ts';

describe('moods', () => {
  it('are the six moods of the spec, in order', () => {
    expect(MOODS.map((m, i) => `${i + 1} ${m.key} ${m.emoji} ${m.label}`)).toEqual([
      '1 sad 😔 Reflective',
      '2 angry 😡 Frustrated',
      '3 confused 😶‍🌫️ Uncertain',
      '4 pleading 🥺 Seeking',
      '5 upside-down 🙃 Transforming',
      '6 happy 😊 Joyful',
    ]);
  });

  it('name a mood by key or emoji, with or without the variation selector and joiner; nothing else', () => {
    for (const mood of MOODS) {
      expect(moodNamed(mood.key)).toBe(mood);
      expect(moodNamed(` ${mood.emoji} `)).toBe(mood);
      expect(moodNamed(mood.emoji.replace(/[\uFE0F\u200D]/g, ''))).toBe(mood);
    }
    // The spec prints 😶‍🌫️ without its zero-width joiner.
    expect(moodNamed('😶🌫️')?.key).toBe('confused');
    for (const other of ['Joyful', 'ecstatic', 'constructor', '__proto__', '🤖', ''])
      expect(moodNamed(other)).toBeUndefined();
  });

  it('resolve anything people or old data carry, labels too, and an unknown mood to Uncertain', () => {
    expect(resolveMood('HAPPY').key).toBe('happy');
    expect(resolveMood('joyful').key).toBe('happy');
    expect(resolveMood('😔').label).toBe('Reflective');
    for (const unknown of ['ecstatic', '🤖', '', null, undefined]) expect(resolveMood(unknown).label).toBe('Uncertain');
  });
});
