import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../lib/api-types.ts';
import { messageKeys, userKeys } from '../../lib/query-keys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Header } from './header.tsx';

function renderHeader(user: User | null, unread = 0) {
  renderWithProviders(<Header />, {
    seed: [
      [userKeys.me(), user],
      [messageKeys.unread(), { count: unread }],
    ],
  });
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const linkNames = (nav: ReturnType<typeof within>) =>
  nav.getAllByRole('link').map((link: HTMLElement) => link.textContent);

describe('Header navigation', () => {
  it('shows anonymous visitors the five public places and a Login button', () => {
    const nav = renderHeader(null);
    expect(linkNames(nav)).toEqual(['Home', 'Write', 'Feed', 'Community', 'Insights']);
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('adds Timeline, Growth and Messages for signed-in people, with their name and Logout', () => {
    const nav = renderHeader({ id: 'u1', username: 'river', email: 'river@example.com' });
    expect(linkNames(nav)).toEqual([
      'Home',
      'Write',
      'Feed',
      'Community',
      'Insights',
      'Timeline',
      'Growth',
      'Messages',
    ]);
    expect(screen.getByText('river')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the unread badge on Messages only when the count is above 0', () => {
    const withUnread = renderHeader({ username: 'river' }, 3);
    expect(withUnread.getByRole('link', { name: /messages/i })).toHaveTextContent('Messages3 unread');
  });

  it('shows an anonymous visitor who has been sent messages how many, on Login', () => {
    renderHeader(null, 2);
    const logins = screen.getAllByRole('link', { name: 'Login, 2 unread supportive messages: sign in to read' });
    expect(logins.length).toBeGreaterThan(0);
    for (const login of logins) expect(login).toHaveAttribute('href', '/auth');
  });

  it('shows no count on Login when nothing is unread', () => {
    renderHeader(null, 0);
    for (const login of screen.getAllByRole('link', { name: /login/i })) expect(login).toHaveAccessibleName('Login');
  });

  it('hides the badge at 0', () => {
    const nav = renderHeader({ username: 'river' }, 0);
    expect(nav.getByRole('link', { name: /messages/i })).toHaveTextContent(/^Messages$/);
  });

  it('falls back to the email, then to "User"', () => {
    renderHeader({ username: null, email: 'sky@example.com' });
    expect(screen.getByText('sky@example.com')).toBeInTheDocument();
  });

  it('calls someone with neither username nor email "User"', () => {
    renderHeader({ username: '', email: '' });
    expect(screen.getByText('User')).toBeInTheDocument();
  });
});
