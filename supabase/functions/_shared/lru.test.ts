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

  it('keeps the order when the most recent key is read again, deleted or cleared', () => {
    const map = new LruMap<string, number | undefined>(3);
    map.set('a', 1).set('b', 2);
    expect(map.get('b')).toBe(2);
    expect(map.get('b')).toBe(2);
    expect([...map.keys()]).toEqual(['a', 'b']);
    map.delete('b');
    expect(map.get('b')).toBeUndefined();
    expect(map.has('b')).toBe(false);
    map.set('c', undefined);
    expect(map.get('c')).toBeUndefined();
    expect(map.has('c')).toBe(true);
    map.clear();
    expect(map.get('c')).toBeUndefined();
    map.set('x', 1).set('y', 2).set('z', 3);
    expect(map.get('x')).toBe(1);
    map.set('w', 4); // drops y
    expect([...map.keys()]).toEqual(['z', 'x', 'w']);
    // Full at one entry: the newest is the one dropped for the next.
    const one = new LruMap<string, number>(1);
    one.set('a', 1).set('b', 2);
    expect(one.get('a')).toBeUndefined();
    expect(one.get('b')).toBe(2);
  });

  it('keeps nothing when max is below 1', () => {
    const map = new LruMap<string, number>(0);
    map.set('a', 1);
    expect(map.size).toBe(0);
    expect(map.get('a')).toBeUndefined();
  });
});
