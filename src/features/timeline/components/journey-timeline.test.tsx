import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineEntry } from '../../../lib/api-types.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { TIMELINE_PAGE_SIZE } from '../api/get-timeline.ts';
import { JourneyTimeline } from './journey-timeline.tsx';

function entry(n: number): TimelineEntry {
  return {
    entryId: `e${n}`,
    moodTag: '😊',
    promptUsed: 'What made you smile?',
    journalText: `Entry number ${n}`,
    visibility: n % 2 === 0 ? 'public' : 'private',
    timestamp: new Date(Date.UTC(2026, 0, 1) - n * 3_600_000).toISOString(),
    aiReflection: `Reflection ${n}`,
    supportCount: 0,
    loveCount: 0,
    strengthCount: 0,
    myReaction: null,
    moderationStatus: 'visible',
    category: 'Gratitude',
    emotionalIntensity: 'high',
    tags: ['family'],
  };
}

/** A writer with `total` entries, served newest first in pages like the API does. */
function writerWith(total: number) {
  const all = Array.from({ length: total }, (_, i) => entry(i));
  return vi.fn(async (offset: number) => all.slice(offset, offset + TIMELINE_PAGE_SIZE));
}

function renderTimeline(fetchPage: (offset: number) => Promise<TimelineEntry[]>) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <JourneyTimeline fetchPage={fetchPage} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('JourneyTimeline', () => {
  it('shows the first 20 and appends the next 20 on Load Earlier Entries', async () => {
    const fetchPage = writerWith(45);
    renderTimeline(fetchPage);

    // Text queries, not role queries: role queries over 45 cards are slow in jsdom.
    const list = (await screen.findByText('Entry number 19')).closest('ol') as HTMLElement;
    expect(list).toHaveAccessibleName('Your entries, newest first');
    expect(list.querySelectorAll(':scope > li')).toHaveLength(20);
    expect(fetchPage).toHaveBeenCalledWith(0);

    fireEvent.click(screen.getByText('Load Earlier Entries'));
    expect(await screen.findByText('Entry number 39')).toBeInTheDocument();
    expect(list.querySelectorAll(':scope > li')).toHaveLength(40);
    expect(fetchPage).toHaveBeenLastCalledWith(20);
    // Appended, not replaced: the newest entry is still first.
    expect(list.querySelector(':scope > li')).toHaveTextContent('Entry number 0');

    fireEvent.click(screen.getByText('Load Earlier Entries'));
    expect(await screen.findByText('Entry number 44')).toBeInTheDocument();
    expect(list.querySelectorAll(':scope > li')).toHaveLength(45);
    expect(fetchPage).toHaveBeenLastCalledWith(40);
    // A short page means there is nothing earlier.
    expect(screen.queryByText('Load Earlier Entries')).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(3);
    // Rendering 45 cards in jsdom is slow on a busy machine; this is a budget, not an assertion.
  }, 30_000);

  it('shows mood, category, intensity, tags and reflection, and stats counted from entries', async () => {
    renderTimeline(writerWith(3));
    expect(await screen.findByText('Entry number 2')).toBeInTheDocument();
    expect(screen.getAllByText('Joyful')).toHaveLength(3);
    expect(screen.getAllByText('Gratitude')).toHaveLength(3);
    expect(screen.getAllByText('High intensity')).toHaveLength(3);
    expect(screen.getAllByText('#family')).toHaveLength(3);
    expect(screen.getByText('Reflection 1')).toBeInTheDocument();
    expect(screen.getByText('Total Entries').previousSibling).toHaveTextContent('3');
    expect(screen.getByText('Shared Publicly').previousSibling).toHaveTextContent('2');
    expect(screen.queryByRole('button', { name: 'Load Earlier Entries' })).not.toBeInTheDocument();
  });

  it('says the journey begins here when there are no entries', async () => {
    renderTimeline(writerWith(0));
    expect(await screen.findByText('Your journey begins here')).toBeInTheDocument();
  });

  it('shows the spec error when the first page fails', async () => {
    renderTimeline(vi.fn(async () => Promise.reject(new Error('500: boom'))));
    expect(await screen.findByText('Unable to load timeline')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });
});
