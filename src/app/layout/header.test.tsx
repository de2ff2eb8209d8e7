import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '../../lib/api-types.ts';
import { messageKeys, userKeys } from '../../lib/query-keys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import { Header } from './header.tsx';

function renderHeader(user: User | null, unread = 0) {
  renderWithProviders(
    <>
      <Header />
      <BottomTabBar />
    </>,
    {
      seed: [
        [userKeys.me(), user],
        [messageKeys.unread(), { count: unread }],
      ],
    },
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const linkNames = (nav: ReturnType<typeof within>) =>
  nav.getAllByRole('link').map((link: HTMLElement) => link.textContent);

const accountButton = () => screen.getByRole('button', { name: /^Your account/ });

describe('Header navigation', () => {
  it('shows anonymous visitors the five public places and a Login button', () => {
    const nav = renderHeader(null);
    expect(linkNames(nav)).toEqual(['Home', 'Write', 'Feed', 'Community', 'Insights']);
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Your account/ })).not.toBeInTheDocument();
  });

  it('keeps Timeline, Growth, Messages and Logout in the account menu, named for the person', async () => {
    const nav = renderHeader({ id: 'u1', username: 'river', email: 'river@example.com' });
    expect(linkNames(nav)).toEqual(['Home', 'Write', 'Feed', 'Community', 'Insights']);
    expect(accountButton()).toHaveAccessibleName('Your account: river');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(accountButton());
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    expect(linkNames(nav)).toEqual([
      'Home',
      'Write',
      'Feed',
      'Community',
      'Insights',
      'Timeline',
      'Growth',
      'Messages',
      'Your words and settings',
    ]);
    expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    // Escape closes it and gives focus back to the button that opened it.
    await userEvent.keyboard('{Escape}');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(accountButton()).toHaveFocus();
    expect(nav.queryByRole('link', { name: 'Timeline' })).not.toBeInTheDocument();
  });

  it('shows the unread count on the account button, on Messages, on the menu button and on the Messages tab', async () => {
    const nav = renderHeader({ id: 'u1', username: 'river', email: '' }, 3);
    expect(accountButton()).toHaveAccessibleName('Your account: river, 3 unread supportive messages');
    await userEvent.click(accountButton());
    expect(nav.getByRole('link', { name: /messages/i })).toHaveTextContent('Messages3 unread');
    expect(screen.getByRole('button', { name: 'Open menu, 3 unread supportive messages' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Tabs' }));
    expect(tabs.getByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute('href', '/messages');
  });

  it('gives anonymous visitors five tabs, and signed-in people a sixth: Messages', () => {
    renderHeader(null, 2);
    const tabs = within(screen.getByRole('navigation', { name: 'Tabs' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Write',
      'Feed',
      'Community',
      'Insights',
    ]);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
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

  it('hides the badge at 0', async () => {
    const nav = renderHeader({ id: 'u1', username: 'river', email: '' }, 0);
    expect(accountButton()).toHaveAccessibleName('Your account: river');
    await userEvent.click(accountButton());
    expect(nav.getByRole('link', { name: /messages/i })).toHaveTextContent(/^Messages$/);
  });

  it('falls back to the email, then to "User"', () => {
    renderHeader({ id: 'u2', username: null, email: 'sky@example.com' });
    expect(screen.getByText('sky@example.com')).toBeInTheDocument();
  });

  it('calls someone with neither username nor email "User"', () => {
    renderHeader({ id: 'u3', username: '', email: '' });
    expect(screen.getByText('User')).toBeInTheDocument();
  });
});
