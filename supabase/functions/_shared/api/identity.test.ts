import { describe, expect, it } from 'vitest';
import type { Claims } from '../db.ts';
import { verifiedTokenCache } from './identity.ts';

const claimsFor = (sub: string, exp: number): Claims => ({ sub, role: 'authenticated', exp });

describe('verifiedTokenCache', () => {
  function setup(size = 3) {
    let now = 1_000_000_000_000;
    const calls: string[] = [];
    const verify = verifiedTokenCache(
      async (token) => {
        calls.push(token);
        if (token.startsWith('bad')) throw new Error('invalid signature');
        return claimsFor(token, Math.floor(now / 1000) + 60);
      },
      { now: () => now, size },
    );
    return { verify, calls, advance: (ms: number) => (now += ms) };
  }

  it('verifies a token once and answers repeats from memory until its exp', async () => {
    const { verify, calls, advance } = setup();
    expect((await verify('a')).sub).toBe('a');
    expect((await verify('a')).sub).toBe('a');
    expect(calls).toEqual(['a']);
    advance(59_999);
    await verify('a');
    expect(calls).toEqual(['a']);
    advance(1);
    await verify('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('never remembers a failure', async () => {
    const { verify, calls } = setup();
    await expect(verify('bad')).rejects.toThrow('invalid signature');
    await expect(verify('bad')).rejects.toThrow('invalid signature');
    expect(calls).toEqual(['bad', 'bad']);
  });

  it('keeps at most `size` tokens, dropping the least recently used', async () => {
    const { verify, calls } = setup(2);
    await verify('a');
    await verify('b');
    await verify('a');
    await verify('c');
    expect(calls).toEqual(['a', 'b', 'c']);
    await verify('a');
    expect(calls).toEqual(['a', 'b', 'c']);
    await verify('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });
});
