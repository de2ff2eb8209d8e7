import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CommunityStats, User } from '../lib/api-types.ts';
import { communityKeys, messageKeys, userKeys } from '../lib/query-keys.ts';
import { renderWithProviders } from '../test/render.tsx';
import { SIGN_UP_REASONS } from './layout/sign-up-notice.tsx';
import { routes } from './router.tsx';

const stats: CommunityStats = {
  totalPublicEntries: 12,
  totalReactions: 34,
  activeUsersToday: 5,
  entriesLast24h: 3,
  averageReactionsPerEntry: 2.8,
  topCategories: [],
  topMoods: [],
};

function visit(path: string, user: User | null) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, {
    router: false,
    seed: [
      [userKeys.me(), user],
      [messageKeys.unread(), { count: 0 }],
      [communityKeys.stats(), stats],
    ],
  });
  return router;
}

describe('routes', () => {
  it.each(['/timeline', '/growth', '/messages'])('sends anonymous visitors from %s to Home', async (path) => {
    const router = visit(path, null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A quiet place to write what you feel' }),
    ).toBeInTheDocument();
    // …and tells them in one sentence what an account gives there.
    expect(screen.getByRole('status')).toHaveTextContent(SIGN_UP_REASONS[path]!);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth');
  });

  it('lets signed-in people stay on their Timeline', async () => {
    const router = visit('/timeline', { id: 'u1', username: 'river', email: '' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/timeline');
  });

  it('shows the 404 page for unknown routes', async () => {
    visit('/no-such-place', null);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('sends signed-in people away from /auth', async () => {
    const router = visit('/auth', { id: 'u1', username: 'river', email: '' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A quiet place to write what you feel' }),
    ).toBeInTheDocument();
  });
});
