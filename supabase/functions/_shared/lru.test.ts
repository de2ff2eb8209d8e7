import { describe, expect, it } from 'vitest';
import { LruMap } from './lru.ts';

describe('LruMap', () => {
  it('keeps at most max entries, dropping the least recently used (read or written) first', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('d', 4); // drops b
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
    map.set('c', 30); // rewriting marks c as recent
    map.set('e', 5); // drops a
    expect([...map.entries()]).toEqual([
      ['d', 4],
      ['c', 30],
      ['e', 5],
    ]);
    expect(map.get('missing')).toBeUndefined();
    expect(map.size).toBe(3);
  });

  it('keeps nothing when max is below 1', () => {
    const map = new LruMap<string, number>(0);
    map.set('a', 1);
    expect(map.size).toBe(0);
    expect(map.get('a')).toBeUndefined();
  });
});
