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
    const cells = container.querySelectorAll('rect');
    // 11 full weeks plus Sunday..Wednesday of this one.
    expect(cells).toHaveLength(11 * 7 + 4);
    expect(cells[cells.length - 1]).toHaveAttribute('data-date', '2026-11-18');
    expect(container.querySelector('[data-date="2026-11-18"]')).toHaveAttribute('data-mood', 'happy');
    // Two of three entries that day were Reflective.
    expect(container.querySelector('[data-date="2026-11-17"]')).toHaveAttribute('data-mood', 'sad');
    expect(container.querySelectorAll('[data-mood="none"]')).toHaveLength(cells.length - 2);

    const img = screen.getByRole('img');
    expect(img).toHaveAccessibleName(
      /You wrote on 2 of the last 81 days\. Most often: Reflective \(1 day\), Joyful \(1 day\)\./,
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
    expect(screen.getByRole('img')).toHaveAccessibleName(/No entries in the last 12 weeks yet\./);
  });
});
