import { describe, expect, it } from 'vitest';
import { summarize, BANNED_PHRASES } from './index.ts';

describe('summarize', () => {
  it('says something kind and useful with no entries', () => {
    expect(summarize([])).toMatch(/after|once/);
  });

  it('describes moods, topics, recurring themes and direction without diagnosing', () => {
    const entries = [
      {
        text: 'Work deadlines are crushing me and my boss keeps adding more. So stressed about work.',
        mood: '😡',
        createdAt: '2024-03-01T10:00:00Z',
      },
      {
        text: 'Another stressful day at work, the deadline moved up again and I am exhausted.',
        mood: '😡',
        createdAt: '2024-03-02T10:00:00Z',
      },
      {
        text: 'Work was a bit calmer today. I left on time and went for a walk.',
        mood: '😶‍🌫️',
        createdAt: '2024-03-04T10:00:00Z',
      },
      {
        text: 'Good day at work! Finished the project and my team celebrated. Grateful and happy.',
        mood: '😊',
        createdAt: '2024-03-06T10:00:00Z',
        category: 'work and school',
      },
    ];
    const s = summarize(entries);
    expect(s).toContain('4 entries');
    expect(s).toContain('frustration');
    expect(s).toContain('work and school');
    expect(s).toMatch(/lightness/);
    expect(s).toMatch(/"deadline"|"work"/);
    for (const b of BANNED_PHRASES) expect(s.toLowerCase()).not.toContain(b);
    expect(summarize([...entries].reverse())).toBe(s);
  });
});
