import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoodCalendar } from './mood-calendar.tsx';

// A Wednesday at noon local time.
const today = new Date(2026, 10, 18, 12);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();

describe('MoodCalendar', () => {
  it('draws one cell per day for 12 weeks up to today, coloured by that day’s mood, with a text alternative', () => {
    const { container } = render(
      <MoodCalendar
        today={today}
        entries={[
          { timestamp: at(18, 9), moodTag: '😊' },
          { timestamp: at(17, 8), moodTag: '😔' },
          { timestamp: at(17, 20), moodTag: '😡' },
          { timestamp: at(17, 21), moodTag: '😔' },
          { timestamp: new Date(2026, 5, 1).toISOString(), moodTag: '😊' },
        ]}
      />,
    );
    const cells = container.querySelectorAll('td[data-date]');
    // 11 full weeks plus Sunday..Wednesday of this one.
    expect(cells).toHaveLength(11 * 7 + 4);
    // Rows are weekdays: today (a Wednesday) is the last cell of the Wednesday row.
    const wednesday = screen.getByRole('rowheader', { name: 'Wed' }).closest('tr') as HTMLElement;
    expect([...wednesday.querySelectorAll('td[data-date]')].at(-1)).toHaveAttribute('data-date', '2026-11-18');
    expect(container.querySelector('[data-date="2026-11-18"]')).toHaveAttribute('data-mood', 'happy');
    // Two of three entries that day were Reflective.
    expect(container.querySelector('[data-date="2026-11-17"]')).toHaveAttribute('data-mood', 'sad');
    expect(container.querySelectorAll('[data-mood="none"]')).toHaveLength(cells.length - 2);

    const table = screen.getByRole('table', { name: 'Your Last 12 Weeks' });
    expect(table).toHaveAccessibleDescription(
      /You wrote on 2 of the last 81 days\. Most often: Reflective \(1 day\), Joyful \(1 day\)\./,
    );
    // Every day is a cell named in words, under a labelled week column and weekday row.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toHaveLength(12);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Week of August 30');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(container.querySelector('[data-date="2026-11-17"]')).toHaveTextContent(
      'Tuesday, November 17: Reflective, 3 entries',
    );
    // The list under the picture says the same in words.
    const days = screen.getByText('Show the days as a list').closest('details') as HTMLElement;
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['😊 Wednesday, November 18: Joyful, 1 entry', '😔 Tuesday, November 17: Reflective, 3 entries']);
  });

  it('says so when there are no entries in the window', () => {
    render(<MoodCalendar today={today} entries={[]} />);
    expect(screen.getByRole('table')).toHaveAccessibleDescription(/No entries in the last 12 weeks yet\./);
  });
});
