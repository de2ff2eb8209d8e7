import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SupportiveMessage } from '../../../lib/api-types.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { messageKeys } from '../../../lib/query-keys.ts';
import { MessageList, MessageListSkeleton, MessagesEmpty } from './message-list.tsx';

const fromReader = { entryExcerpt: null, kind: 'supportive', from: null } as const;
const messages: SupportiveMessage[] = [
  {
    id: 'm1',
    message: 'You are not alone in this.',
    isRead: false,
    timestamp: new Date().toISOString(),
    entryExcerpt: 'הלילה היה קשה, אבל כתבתי',
    kind: 'supportive',
    from: null,
  },
  { id: 'm2', message: 'Thank you for sharing.', isRead: false, timestamp: new Date().toISOString(), ...fromReader },
  { id: 'm3', message: 'Sending you strength.', isRead: true, timestamp: new Date().toISOString(), ...fromReader },
];

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup() {
  const client = createQueryClient();
  // Cached inbox and badge, so we can see them invalidated after a successful mark-read.
  client.setQueryData(messageKeys.list(), messages);
  client.setQueryData(messageKeys.unread(), { count: 2 });
  const call = deferred();
  const markRead = vi.fn((_id: string) => call.promise);
  render(
    <QueryClientProvider client={client}>
      <MessageList messages={messages} markRead={markRead} />
    </QueryClientProvider>,
  );
  return { client, call, markRead };
}

/** Lets the mutation start its (async) function. */
const flush = () => act(async () => {});

const unreadRow = (text: string) => screen.getByText(text).closest('[role="button"]') as HTMLElement;

describe('MessageList', () => {
  it('shows the new badge, every message and who it is from', () => {
    setup();
    expect(screen.getByText('2 new')).toBeInTheDocument();
    expect(screen.getAllByText('Anonymous encouragement')).toHaveLength(3);
    expect(screen.getAllByText('Just now')).toHaveLength(3);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it("says which of the reader's entries a message answers, isolated for right-to-left words", () => {
    setup();
    const excerpt = screen.getByText('הלילה היה קשה, אבל כתבתי');
    expect(excerpt.tagName).toBe('BDI');
    expect(excerpt.closest('p')).toHaveTextContent('In reply to your entry');
    expect(screen.getByText('You are not alone in this.')).toHaveAttribute('dir', 'auto');
    // A message whose entry was deleted simply has no excerpt.
    expect(screen.getAllByText(/In reply to your entry/)).toHaveLength(1);
  });

  it('marks an unread message read once, ignoring clicks while the call is in flight, then refreshes list and count', async () => {
    const { client, call, markRead } = setup();

    fireEvent.click(unreadRow('You are not alone in this.'));
    await flush();
    expect(markRead).toHaveBeenCalledTimes(1);
    fireEvent.click(unreadRow('You are not alone in this.'));
    fireEvent.keyDown(unreadRow('Thank you for sharing.'), { key: 'Enter' });
    await flush();
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(markRead.mock.calls[0]?.[0]).toBe('m1');
    expect(client.getQueryState(messageKeys.list())?.isInvalidated).toBe(false);

    await act(async () => {
      call.resolve();
      await call.promise;
    });
    expect(client.getQueryState(messageKeys.list())?.isInvalidated).toBe(true);
    expect(client.getQueryState(messageKeys.unread())?.isInvalidated).toBe(true);

    // Once settled, another unread message can be marked (keyboard this time).
    fireEvent.keyDown(unreadRow('Thank you for sharing.'), { key: ' ' });
    await flush();
    expect(markRead).toHaveBeenCalledTimes(2);
    expect(markRead.mock.calls[1]?.[0]).toBe('m2');
  });

  it('does not call the server for a message already read', () => {
    const { markRead } = setup();
    fireEvent.click(screen.getByText('Sending you strength.'));
    expect(markRead).not.toHaveBeenCalled();
  });

  it('has a 3-item loading skeleton and the spec empty state', () => {
    const { container } = render(<MessageListSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    expect(container.querySelectorAll('.rounded-box')).toHaveLength(3);
    render(<MessagesEmpty />);
    expect(screen.getByText('No supportive messages yet')).toBeInTheDocument();
    expect(screen.getByText('When someone sends you encouragement, it will appear here')).toBeInTheDocument();
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
              entryExcerpt: null,
              from: 'the Hearth team',
            },
            {
              id: 's1',
              message: 'Sending you strength.',
              isRead: true,
              timestamp: new Date().toISOString(),
              kind: 'supportive',
              entryExcerpt: null,
              from: null,
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
