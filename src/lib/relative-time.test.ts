import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [10 * 86_400_000, '10 days ago'],
  ])('%i ms ago reads "%s"', (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });

  it('treats a clock slightly ahead of ours as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('Just now');
  });
});
