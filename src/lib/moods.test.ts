import { describe, expect, it } from 'vitest';
import { MOODS, moodFor } from './moods.ts';

describe('moods', () => {
  it('has the six moods of the spec in order', () => {
    expect(MOODS.map((m) => `${m.key} ${m.emoji} ${m.meaning}`)).toEqual([
      'sad 😔 Reflective',
      'angry 😡 Frustrated',
      'confused 😶‍🌫️ Uncertain',
      'pleading 🥺 Seeking',
      'upside-down 🙃 Transforming',
      'happy 😊 Joyful',
    ]);
  });

  it.each([
    ['sad', 'Reflective'],
    ['angry', 'Frustrated'],
    ['confused', 'Uncertain'],
    ['pleading', 'Seeking'],
    ['upside-down', 'Transforming'],
    ['happy', 'Joyful'],
  ])('maps the legacy key %s to %s', (key, meaning) => {
    expect(moodFor(key).meaning).toBe(meaning);
  });

  it('maps each emoji to itself', () => {
    for (const mood of MOODS) expect(moodFor(mood.emoji)).toBe(mood);
  });

  it('reads the spec spelling of 😶‍🌫️ without the zero-width joiner as Uncertain', () => {
    expect(moodFor('😶🌫️')).toEqual(expect.objectContaining({ meaning: 'Uncertain', emoji: '😶‍🌫️' }));
  });

  it.each(['ecstatic', '🤖', '', null, undefined])('maps the unknown mood %s to Uncertain', (value) => {
    expect(moodFor(value).meaning).toBe('Uncertain');
  });
});
