import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles } from '../../content/articles.ts';
import InsightsPage from './insights-page.tsx';

function renderPage() {
  return render(
    <MemoryRouter>
      <InsightsPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('InsightsPage', () => {
  it('has four tabs that the arrow keys move between', async () => {
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Breathing', 'Tips', 'Articles', 'Support']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tips' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tips' })).toHaveFocus();
    expect(screen.getAllByText(/./, { selector: '.badge' })).toHaveLength(6);
    expect(screen.getByRole('link', { name: /reflection/ })).toHaveAttribute('href', '/reflect');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('988 Suicide & Crisis Lifeline');
    expect(screen.getByRole('link', { name: 'Call 1-800-273-8255' })).toHaveAttribute('href', 'tel:18002738255');
    expect(screen.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?body=HOME');
    for (const href of ['/community', '/growth', '/prompt', '/auth']) {
      expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === href)).toBe(true);
    }
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Breathing' })).toHaveAttribute('aria-selected', 'true');
  }, 20_000);

  it('Start opens the breathing timer in a dialog; it ticks, and closing it ends the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Start 4-7-8 Breathing' }));

    const dialog = screen.getByRole('dialog', { name: '4-7-8 Breathing' });
    expect(within(dialog).getByText('Inhale')).toBeInTheDocument();
    expect(within(dialog).getByText('4 seconds')).toBeInTheDocument();
    expect(within(dialog).getByText('Cycle 1')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(within(dialog).getByText('Hold')).toBeInTheDocument();
    expect(within(dialog).getByText('7 seconds')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(within(dialog).getByRole('button', { name: 'Resume' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Starting again begins from the top: the old session was cleared, not paused.
    await user.click(screen.getByRole('button', { name: 'Start 4-7-8 Breathing' }));
    expect(within(screen.getByRole('dialog')).getByText('Inhale')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('4 seconds')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // userEvent over Radix is slow in jsdom on a busy machine; a budget, not an assertion.
  }, 20_000);

  it('shows a 300-character preview and opens the whole article', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Articles' }));
    const first = articles[0]!;
    expect(first.excerpt.length).toBeLessThanOrEqual(301);
    expect(screen.getByText(first.excerpt)).toBeInTheDocument();
    expect(screen.getAllByText(/min read/).length).toBeGreaterThanOrEqual(3);

    await userEvent.click(screen.getByRole('button', { name: `Read Full Article: ${first.title}` }));
    const dialog = screen.getByRole('dialog', { name: first.title });
    expect(within(dialog).getByText(first.content.at(-1)!)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close article' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
