import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwords.ts';

describe('the password rule', () => {
  it('accepts an ordinary passphrase, also one of exactly 72 bytes', async () => {
    expect(await passwordProblem('correct horse 42')).toBeNull();
    expect(await passwordProblem('é'.repeat(35) + 'ab')).toBeNull(); // 70 + 2 bytes
  });

  it('refuses short, blank-like, repeated and well-known passwords with GoTrue reasons', async () => {
    expect(await passwordProblem('short')).toMatchObject({ reason: 'length' });
    expect(await passwordProblem('        ')).toMatchObject({ reason: 'characters' });
    expect(await passwordProblem('ab\u200b\u200b\u200b\u200b\u200b\u200bcd')).toMatchObject({ reason: 'characters' });
    expect(await passwordProblem('zzzzzzzzzzzz')).toMatchObject({ reason: 'characters' });
    expect(await passwordProblem('password')).toMatchObject({ reason: 'pwned' });
    expect(await passwordProblem('Baseball')).toMatchObject({ reason: 'pwned' });
  });

  it('counts the 72-byte bcrypt limit in bytes, not characters', async () => {
    const emoji = '🌱'.repeat(19); // 19 characters, 76 bytes
    expect(await passwordProblem(emoji)).toMatchObject({
      reason: 'too_long',
      message: expect.stringMatching(/72 bytes/),
    });
    expect(await passwordProblem('a'.repeat(73))).toMatchObject({ reason: 'too_long' });
  });
});
