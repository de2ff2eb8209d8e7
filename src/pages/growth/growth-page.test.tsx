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
});
