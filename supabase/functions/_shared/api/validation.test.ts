import { describe, expect, it } from 'vitest';
import { moodEmoji, schemas } from './validation.ts';

describe('moods', () => {
  it('maps legacy keys to the emoji the database stores and refuses unknown moods', () => {
    expect(moodEmoji('happy')).toBe('😊');
    expect(moodEmoji('😔')).toBe('😔');
    expect(moodEmoji('😶🌫️')).toBe('😶‍🌫️');
    expect(moodEmoji('ecstatic')).toBeNull();
    expect(moodEmoji('constructor')).toBeNull();
  });
});

describe('entry submission', () => {
  const valid = { moodTag: 'sad', journalText: '  a long enough entry  ' };

  it('trims text, defaults to private and an empty prompt, and drops unknown fields', () => {
    const parsed = schemas.newEntry.parse({ ...valid, userId: 'x', supportCount: 99, status: 'visible' });
    expect(parsed).toEqual({ moodTag: '😔', journalText: 'a long enough entry', promptUsed: '', visibility: 'private' });
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
