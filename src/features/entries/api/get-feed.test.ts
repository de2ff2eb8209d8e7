import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../lib/api-types.ts';
import { FEED_PAGE_SIZE, nextFeedOffset } from './get-feed.ts';

const page = (n: number) => Array.from({ length: n }, (_, i) => ({ entryId: String(i) }) as Entry);

describe('nextFeedOffset', () => {
  it('offers the next 20 after a full page', () => {
    expect(FEED_PAGE_SIZE).toBe(20);
    expect(nextFeedOffset(page(20), 0)).toBe(20);
    expect(nextFeedOffset(page(20), 40)).toBe(60);
  });

  it('offers no more after a short page', () => {
    expect(nextFeedOffset(page(19), 0)).toBeUndefined();
    expect(nextFeedOffset(page(0), 20)).toBeUndefined();
  });
});
