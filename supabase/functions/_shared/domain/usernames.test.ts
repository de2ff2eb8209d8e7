import { describe, expect, it } from 'vitest';
import { CONFUSABLES, normalizeUsername, USERNAME_MESSAGES, usernameProblem, usernameSkeleton } from './usernames.ts';

const check = (raw: string) => usernameProblem(normalizeUsername(raw));

describe('the username rule', () => {
  it('accepts letters of one script, digits, dot, dash and underscore', () => {
    for (const name of ['maple', 'Maple_2.0-b', 'Ольга', 'Σοφία', 'さくら花', '김민수', 'José']) {
      expect(check(name), name).toBeNull();
    }
  });

  it('normalises with NFKC, so full-width and composed forms are one name', () => {
    expect(normalizeUsername('ｍａｐｌｅ')).toBe('maple');
    expect(normalizeUsername('Jose\u0301')).toBe('José');
  });

  it('refuses look-alike mixing of scripts', () => {
    // Latin "p", "y", "l" with a Cyrillic "а" (U+0430) and "е" (U+0435): looks like "paypal"-ish Latin.
    expect(check('p\u0430yp\u0430l')).toBe(USERNAME_MESSAGES.scripts);
    expect(check('m\u0430ple')).toBe(USERNAME_MESSAGES.scripts);
    expect(check('αlpha')).toBe(USERNAME_MESSAGES.scripts);
  });

  it('refuses invisible and direction characters, spaces, symbols and bad lengths', () => {
    expect(check('ma\u200bple')).toBe(USERNAME_MESSAGES.characters);
    expect(check('ma\u200dple')).toBe(USERNAME_MESSAGES.characters);
    expect(check('\u202emaple')).toBe(USERNAME_MESSAGES.characters);
    expect(check('ma ple')).toBe(USERNAME_MESSAGES.characters);
    expect(check('map\u0000le')).toBe(USERNAME_MESSAGES.characters);
    expect(check('maple!')).toBe(USERNAME_MESSAGES.characters);
    expect(check('ab')).toBe(USERNAME_MESSAGES.length);
    expect(check('a'.repeat(31))).toBe(USERNAME_MESSAGES.length);
  });
});

describe('the skeleton: what a name looks like', () => {
  it('folds Cyrillic and Greek look-alikes, 0 and 1, and capitals to the Latin letters they pass for', () => {
    expect(usernameSkeleton('асе')).toBe('ace');
    expect(usernameSkeleton('ΑΒΕ')).toBe('abe');
    expect(usernameSkeleton('НОР')).toBe('hop');
    expect(usernameSkeleton('j0hn')).toBe(usernameSkeleton('john'));
    expect(usernameSkeleton('IoI')).toBe(usernameSkeleton('lol'));
    expect(usernameSkeleton('Ольга')).not.toBe(usernameSkeleton('Olga'));
  });

  it('maps each confusable to one Latin lowercase letter', () => {
    for (const [from, to] of CONFUSABLES) {
      expect(to, from).toMatch(/^\p{Script=Latin}$/u);
      expect(to, from).toBe(to.toLowerCase());
      expect(normalizeUsername(from), from).toBe(from);
    }
  });
});
