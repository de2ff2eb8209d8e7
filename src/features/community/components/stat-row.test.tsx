import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { StatRow } from './stat-row.tsx';

const row = (values: (number | undefined)[]) =>
  ['Stories Shared', 'Support Given', 'Active Today'].map((label, i) => ({ label, value: values[i] }));

describe('StatRow', () => {
  it('shows the numbers once there is anything to count', () => {
    renderWithProviders(<StatRow stats={row([3, 0, 1])} />);
    expect(screen.getByText('Stories Shared').parentElement).toHaveTextContent('3Stories Shared');
    expect(screen.queryByRole('link', { name: 'Write the first story' })).not.toBeInTheDocument();
  });

  it('invites the first story instead of a row of zeros on a fresh start', () => {
    renderWithProviders(<StatRow stats={row([0, 0, 0])} />);
    expect(screen.queryByText('Stories Shared')).not.toBeInTheDocument();
    expect(screen.getByText(/no one has shared a story yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write the first story' })).toHaveAttribute('href', '/prompt');
  });

  it('keeps the placeholders while loading', () => {
    renderWithProviders(<StatRow stats={row([undefined, undefined, undefined])} />);
    expect(screen.getAllByText('—')).toHaveLength(3);
  });

  it('leaves the zeros out where the page already invites the first story', () => {
    renderWithProviders(<StatRow invite={false} stats={row([0, 0, 0])} />);
    expect(screen.queryByText('Stories Shared')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Write the first story' })).not.toBeInTheDocument();
  });
});
