import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Entry, ReactionCounts } from '../../../lib/api-types.ts';
import { deferred, renderWithProviders } from '../../../test/render.tsx';
import { ReactionControls } from './reaction-controls.tsx';

const entry = (overrides: Partial<Entry> = {}): Entry => ({
  entryId: '00000000-0000-4000-8000-000000000001',
  moodTag: '😔',
  promptUsed: 'What felt heavy today?',
  journalText: 'A long day, but I made it through.',
  visibility: 'public',
  timestamp: new Date().toISOString(),
  aiReflection: null,
  supportCount: 2,
  loveCount: 1,
  strengthCount: 0,
  myReaction: null,
  moderationStatus: 'visible',
  ...overrides,
});

const button = (name: RegExp) => screen.getByRole('button', { name });

describe('ReactionControls', () => {
  it('adds a reaction at once, holds every control while the request runs, then shows the server counts', async () => {
    const request = deferred<ReactionCounts>();
    const send = vi.fn(() => request.promise);
    renderWithProviders(<ReactionControls entry={entry()} send={send} />);

    await userEvent.click(button(/support/i));
    expect(button(/support/i)).toHaveAttribute('aria-pressed', 'true');
    expect(button(/support/i)).toHaveTextContent('3');
    for (const name of [/support/i, /love/i, /strength/i]) expect(button(name)).toBeDisabled();
    expect(send).toHaveBeenCalledWith({ entryId: entry().entryId, reactionType: 'support', remove: false });

    request.resolve({ reaction: 'support', supportCount: 7, loveCount: 1, strengthCount: 0 });
    await waitFor(() => expect(button(/support/i)).toBeEnabled());
    expect(button(/support/i)).toHaveTextContent('7');
  });

  it('switches from one reaction to another: one active at most', async () => {
    const send = vi.fn(async () => ({
      reaction: 'strength' as const,
      supportCount: 2,
      loveCount: 0,
      strengthCount: 1,
    }));
    renderWithProviders(<ReactionControls entry={entry({ myReaction: 'love' })} send={send} />);
    expect(button(/love/i)).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(button(/strength/i));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ reactionType: 'strength', remove: false }));
    await waitFor(() => expect(button(/strength/i)).toHaveAttribute('aria-pressed', 'true'));
    expect(button(/love/i)).toHaveAttribute('aria-pressed', 'false');
    expect(button(/love/i)).toHaveTextContent('0');
    expect(button(/strength/i)).toHaveTextContent('1');
  });

  it('removes the active reaction when it is chosen again, never below zero', async () => {
    const request = deferred<ReactionCounts>();
    const send = vi.fn(() => request.promise);
    renderWithProviders(<ReactionControls entry={entry({ myReaction: 'support', supportCount: 0 })} send={send} />);

    await userEvent.click(button(/support/i));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ reactionType: 'support', remove: true }));
    expect(button(/support/i)).toHaveAttribute('aria-pressed', 'false');
    expect(button(/support/i)).toHaveTextContent('0');
    request.resolve({ reaction: null, supportCount: 0, loveCount: 1, strengthCount: 0 });
    await waitFor(() => expect(button(/support/i)).toBeEnabled());
  });

  it('puts everything back when the request fails, without a message', async () => {
    const request = deferred<ReactionCounts>();
    renderWithProviders(<ReactionControls entry={entry({ myReaction: 'love' })} send={() => request.promise} />);

    await userEvent.click(button(/support/i));
    expect(button(/support/i)).toHaveAttribute('aria-pressed', 'true');
    request.reject(new Error('500: Internal server error'));

    await waitFor(() => expect(button(/support/i)).toBeEnabled());
    expect(button(/support/i)).toHaveAttribute('aria-pressed', 'false');
    expect(button(/support/i)).toHaveTextContent('2');
    expect(button(/love/i)).toHaveAttribute('aria-pressed', 'true');
    expect(button(/love/i)).toHaveTextContent('1');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
