import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { MessageList } from '../../messages/components/message-list.tsx';
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

describe('a care message in the inbox', () => {
  it('is signed by the Hearth team and comes with crisis lines one tap away, outside the row’s button', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MessageList
          messages={[
            {
              id: 'c1',
              message: 'We read what you shared.',
              isRead: false,
              timestamp: new Date().toISOString(),
              kind: 'care',
            },
            {
              id: 's1',
              message: 'Sending you strength.',
              isRead: true,
              timestamp: new Date().toISOString(),
              kind: 'supportive',
            },
          ]}
        />
      </QueryClientProvider>,
    );
    const [care, supportive] = screen
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Supportive messages');
    expect(care).toHaveTextContent('From the Hearth team');
    const lines = within(care!).getByRole('list', { name: 'Crisis lines' });
    expect(within(lines).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(within(care!).getByRole('button')).queryAllByRole('link')).toHaveLength(0);
    expect(supportive).toHaveTextContent('Anonymous encouragement');
    expect(within(supportive!).queryByRole('list', { name: 'Crisis lines' })).toBeNull();
  });
});
