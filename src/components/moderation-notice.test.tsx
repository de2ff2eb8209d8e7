import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModerationNotice } from './moderation-notice.tsx';

const text = (entry: Parameters<typeof ModerationNotice>[0]['entry']) =>
  render(<ModerationNotice entry={entry} />).container.textContent ?? '';

describe('ModerationNotice', () => {
  it('tells the writer of a held public entry, kindly, that only they see it and why', () => {
    const safety = text({ visibility: 'public', moderationStatus: 'held', holdReason: 'safety' });
    expect(safety).toMatch(
      /^Only you can see this entry for now, until a person from the Hearth team has looked at it\./,
    );
    expect(safety).toMatch(/sounded heavy/);
    const reports = text({ visibility: 'public', moderationStatus: 'held', holdReason: 'reports' });
    expect(reports).toMatch(/A few readers asked us to take a look/);
    const hidden = text({ visibility: 'public', moderationStatus: 'hidden', holdReason: 'reports' });
    expect(hidden).toMatch(/^This entry will stay private\./);
    for (const words of [safety, reports, hidden]) expect(words).not.toMatch(/flag|violat|removed|banned/i);
  });

  it('says nothing about visible or private entries', () => {
    expect(text({ visibility: 'public', moderationStatus: 'visible', holdReason: null })).toBe('');
    expect(text({ visibility: 'private', moderationStatus: 'held', holdReason: 'safety' })).toBe('');
  });
});
