import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { GrowthData } from '../../lib/api-types.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { growthKeys, userKeys } from '../../lib/query-keys.ts';
import GrowthPage from './growth-page.tsx';

function renderWith(seed: (client: ReturnType<typeof createQueryClient>) => void) {
  const client = createQueryClient();
  // What the test puts in the cache is the whole truth: no background refetch of seeded data.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, staleTime: Infinity } });
  seed(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GrowthPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const noEntries: GrowthData = {
  summary: '',
  summaryEntryCount: 0,
  patterns: {},
  themes: [],
  totalEntries: 0,
  journalingDays: 0,
  publicEntries: 0,
  avgWordsPerEntry: 0,
  mostCommonCategory: null,
  intensityPatterns: { high: 0, medium: 0, low: 0 },
  categoryPatterns: {},
  aiTags: [],
  moodCalendar: [],
};

describe('GrowthPage', () => {
  it('shows the empty state without asking the server when there is no identity', () => {
    const client = renderWith((c) => c.setQueryData(userKeys.me(), null));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your Growth Journey Awaits')).toBeInTheDocument();
    const growth = client.getQueryCache().find({ queryKey: growthKeys.detail() });
    expect(growth?.state.fetchStatus).toBe('idle');
    expect(growth?.state.dataUpdatedAt).toBe(0);
    expect(growth?.state.errorUpdatedAt).toBe(0);
  });

  it('shows the empty state for a writer with no entries yet', () => {
    renderWith((c) => {
      c.setQueryData(userKeys.me(), { username: 'maple' });
      c.setQueryData(growthKeys.detail(), noEntries);
    });
    expect(screen.getByRole('link', { name: 'Begin Your Journey' })).toHaveAttribute('href', '/prompt');
  });

  it("draws the mood calendar from the growth payload's day × mood counts, asking for nothing else", () => {
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const client = renderWith((c) => {
      c.setQueryData(userKeys.me(), { username: 'maple' });
      c.setQueryData(growthKeys.detail(), {
        ...noEntries,
        totalEntries: 3,
        journalingDays: 1,
        moodCalendar: [
          { date: today, moodTag: '😊', count: 2, latest: now.toISOString() },
          { date: today, moodTag: '😔', count: 1, latest: now.toISOString() },
        ],
      } satisfies GrowthData);
    });
    expect(screen.getAllByText(/Joyful, 3 entries/).length).toBeGreaterThan(0);
    // The growth query is the only one: no /timeline paging for the calendar.
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey[0]),
    ).toEqual(expect.not.arrayContaining(['entries']));
  });
});
