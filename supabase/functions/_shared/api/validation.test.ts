import { describe, expect, it } from 'vitest';
import { schemas } from './validation.ts';

describe('moods', () => {
  it('takes a key or an emoji (any spelling) to the key the database stores and refuses unknown moods', () => {
    const moodOf = (moodTag: string) => schemas.newEntry.safeParse({ moodTag, journalText: 'long enough text' });
    expect(moodOf('happy').data?.moodTag).toBe('happy');
    expect(moodOf('😔').data?.moodTag).toBe('sad');
    expect(moodOf('😶🌫️').data?.moodTag).toBe('confused');
    expect(moodOf('ecstatic').success).toBe(false);
    expect(moodOf('constructor').success).toBe(false);
    expect(schemas.feedQuery.parse({ mood: '😊' }).mood).toBe('happy');
  });
});

describe('entry submission', () => {
  const valid = { moodTag: 'sad', journalText: '  a long enough entry  ' };

  it('trims text, defaults to private and an empty prompt, and drops unknown fields', () => {
    const parsed = schemas.newEntry.parse({ ...valid, userId: 'x', supportCount: 99, status: 'visible' });
    expect(parsed).toEqual({
      moodTag: 'sad',
      journalText: 'a long enough entry',
      promptUsed: '',
      visibility: 'private',
    });
  });

  it('measures length after trimming (10 to 1000 characters)', () => {
    expect(schemas.newEntry.safeParse({ ...valid, journalText: '   short    ' }).success).toBe(false);
    expect(schemas.newEntry.safeParse({ ...valid, journalText: 'x'.repeat(1000) }).success).toBe(true);
    expect(schemas.newEntry.safeParse({ ...valid, journalText: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('refuses other visibilities and over-long prompts', () => {
    expect(schemas.newEntry.safeParse({ ...valid, visibility: 'friends' }).success).toBe(false);
    expect(schemas.newEntry.safeParse({ ...valid, promptUsed: 'p'.repeat(501) }).success).toBe(false);
  });
});

describe('paging', () => {
  it('clamps page sizes and offsets instead of refusing them', () => {
    expect(schemas.feedQuery.parse({ limit: '500', offset: '-3' })).toEqual({ mood: null, limit: 50, offset: 0 });
    expect(schemas.feedQuery.parse({ limit: 'abc' })).toEqual({ mood: null, limit: 20, offset: 0 });
    expect(schemas.feedQuery.parse({ mood: 'all' }).mood).toBeNull();
    expect(schemas.trendingQuery.parse({}).limit).toBe(10);
  });
});
