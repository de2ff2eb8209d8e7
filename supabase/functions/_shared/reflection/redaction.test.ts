import { describe, expect, it } from 'vitest';
import { redactForSharing } from './index.ts';

describe('redactForSharing', () => {
  it.each([
    ['write to me at jane.doe+notes@gmail.com please', 'write to me at [removed] please'],
    ['call me on (555) 123-4567 or 555.867.5309', 'call me on [removed] or [removed]'],
    ['my UK number is +44 20 7946 0958', 'my UK number is [removed]'],
    ['see https://example.com/a?b=1 and www.my-blog.org', 'see [removed] and [removed]'],
    ['my portfolio is janedoe.com/work', 'my portfolio is [removed]'],
    ['follow me @sunny_days for more', 'follow me [removed] for more'],
    ['I moved to 42 Oak Street, Apt 4B last year', 'I moved to [removed] last year'],
    ['meet at 1600 Pennsylvania Avenue', 'meet at [removed]'],
  ])('%s', (input, expected) => {
    expect(redactForSharing(input)).toBe(expected);
  });

  it('redacts addresses written in lower case too', () => {
    expect(redactForSharing('come by 221 baker street tonight')).toBe('come by [removed] tonight');
  });

  it('leaves distances along a road alone', () => {
    const text = 'I ran 5 miles down the river road and walked 3 blocks along Main Street.';
    expect(redactForSharing(text)).toBe(text);
  });

  it('leaves ordinary numbers, times, years and scores alone', () => {
    const text = 'In 2023 I ran 5 km at 6:30am, scored 12-10, and slept 8 hours. 3 of us went.';
    expect(redactForSharing(text)).toBe(text);
  });

  it('does not touch the text when there is nothing personal', () => {
    const text = "Today was hard but I'm proud I showed up. @ the end of it, I rested.";
    expect(redactForSharing(text)).toBe(text);
  });
});
