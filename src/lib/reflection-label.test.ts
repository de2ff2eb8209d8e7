import { describe, expect, it } from 'vitest';
import { reflectionLabel } from './reflection-label.ts';

describe('reflectionLabel', () => {
  it('names who wrote the reflection', () => {
    expect(reflectionLabel('builtin')).toBe("A reflection from Hearth's built-in guide");
    expect(reflectionLabel('gpt-4o-mini')).toBe('A reflection from gpt-4o-mini');
    expect(reflectionLabel(null)).toBe('A reflection for you');
  });
});
