import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { GrowthData } from '../../../lib/api-types.ts';
import { GrowthEmpty, GrowthView } from './growth-view.tsx';

const full: GrowthData = {
  summary: 'You often write about family, and lately with more hope.',
  summaryEntryCount: 12,
  patterns: { Joyful: 40, Reflective: 25, Frustrated: 15, Uncertain: 10, Seeking: 6, Transforming: 4 },
  themes: [{ theme: 'family', count: 4 }],
  totalEntries: 12,
  journalingDays: 9,
  publicEntries: 5,
  avgWordsPerEntry: 87.6,
  mostCommonCategory: 'Relationships',
  intensityPatterns: { high: 2, medium: 3, low: 7 },
  categoryPatterns: { Relationships: 6, Work: 4 },
  aiTags: [{ tag: 'hope', count: 3 }],
  moodCalendar: [],
};

const partial: GrowthData = {
  ...full,
  summary: '',
  summaryEntryCount: 0,
  themes: [],
  categoryPatterns: {},
  aiTags: [],
  mostCommonCategory: null,
};

function renderView(growth: GrowthData) {
  return render(
    <MemoryRouter>
      <GrowthView growth={growth} />
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('GrowthView', () => {
  it('renders every section with full data', () => {
    renderView(full);

    expect(within(section('Growth Summary')).getByText(full.summary)).toBeInTheDocument();
    expect(screen.getByText('Generated from your last 12 entries')).toBeInTheDocument();

    // Top 5 by percentage: the smallest (Transforming, 4%) is left out.
    const bars = within(section('Emotional Patterns')).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuetext'))).toEqual(['40%', '25%', '15%', '10%', '6%']);
    expect(within(section('Emotional Patterns')).getByRole('progressbar', { name: /Joyful/ })).toHaveAttribute(
      'value',
      '40',
    );
    expect(within(section('Emotional Patterns')).getByText('😊')).toBeInTheDocument();
    expect(screen.queryByText('Transforming')).not.toBeInTheDocument();

    const stats = section('Journey Stats');
    for (const [label, value] of [
      ['Total Entries', '12'],
      ['Days Writing', '9'],
      ['Shared Publicly', '5'],
      ['Avg Words', '88'],
    ]) {
      expect(within(stats).getByText(label!).previousSibling).toHaveTextContent(value!);
    }

    const focus = section('Writing Focus');
    expect(within(focus).getByText('Relationships')).toHaveClass('badge');
    expect(within(focus).getByText('High: 2')).toHaveClass('badge-error');
    expect(within(focus).getByText('Medium: 3')).toHaveClass('badge-warning');
    expect(within(focus).getByText('Low: 7')).toHaveClass('badge-success');

    expect(within(section('Topics You Explore')).getByText('Work')).toBeInTheDocument();
    expect(within(section('AI-Discovered Themes')).getByText('hope')).toBeInTheDocument();
    expect(within(section('Recurring Patterns')).getByText('Appeared in 4 entries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Your Journey' })).toHaveAttribute('href', '/prompt');
  });

  it('leaves out the sections that have no data', () => {
    renderView(partial);
    for (const name of ['Growth Summary', 'Topics You Explore', 'AI-Discovered Themes', 'Recurring Patterns']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/Most common category/)).not.toBeInTheDocument();
    expect(section('Journey Stats')).toBeInTheDocument();
    expect(section('Writing Focus')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Your Journey' })).toBeInTheDocument();
  });

  it('the empty state invites a first entry', () => {
    render(
      <MemoryRouter>
        <GrowthEmpty />
      </MemoryRouter>,
    );
    expect(screen.getByText('Your Growth Journey Awaits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Begin Your Journey' })).toHaveAttribute('href', '/prompt');
  });
});
