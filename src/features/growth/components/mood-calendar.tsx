import { useId } from 'react';
import { MOODS, resolveMood } from '../../../../supabase/functions/_shared/domain/moods.ts';
import { CALENDAR_WEEKS, calendarWeeks, type CalendarDay, type DatedMood } from '../mood-calendar-data.ts';

/** Sunday first, as calendarWeeks lays the days out. */
const WEEKDAYS = Array.from({ length: 7 }, (_, d) =>
  new Date(2026, 10, 1 + d).toLocaleDateString(undefined, { weekday: 'short' }),
);

const monthDay = (key: string) =>
  new Date(`${key}T12:00:00`).toLocaleDateString(undefined, { month: 'long', day: 'numeric' });

/** A week column's label: the day of the month it starts on, with the month where a new one begins. */
function weekLabel(key: string, previousKey: string | undefined): string {
  const date = new Date(`${key}T12:00:00`);
  const newMonth = !previousKey || new Date(`${previousKey}T12:00:00`).getMonth() !== date.getMonth();
  return newMonth ? date.toLocaleDateString(undefined, { month: 'short' }) : String(date.getDate());
}

const longDate = (key: string) =>
  new Date(`${key}T12:00:00`).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

function describe(day: CalendarDay): string {
  if (!day.moodTag) return `${longDate(day.date)}: no entry`;
  const mood = resolveMood(day.moodTag);
  const entries = day.entries === 1 ? '1 entry' : `${day.entries} entries`;
  return `${longDate(day.date)}: ${mood.label}, ${entries}`;
}

/** The last weeks in words: on how many days, and the moods that came up most. */
function summarise(written: CalendarDay[], dayCount: number): string {
  const counts = MOODS.map((mood) => ({
    mood,
    days: written.filter((d) => resolveMood(d.moodTag).key === mood.key).length,
  }))
    .filter((c) => c.days > 0)
    .sort((a, b) => b.days - a.days);
  return written.length === 0
    ? `No entries in the last ${CALENDAR_WEEKS} weeks yet.`
    : `You wrote on ${written.length} of the last ${dayCount} days. ` +
        `Most often: ${counts.map((c) => `${c.mood.label} (${c.days} ${c.days === 1 ? 'day' : 'days'})`).join(', ')}.`;
}

function CalendarTable({
  weeks,
  headingId,
  summaryId,
}: {
  weeks: CalendarDay[][];
  headingId: string;
  summaryId: string;
}) {
  return (
    <table
      aria-labelledby={headingId}
      aria-describedby={summaryId}
      className="border-separate border-spacing-1 text-xs text-base-content/80"
    >
      <thead>
        <tr>
          <td />
          {weeks.map((week, w) => (
            <th key={week[0]!.date} scope="col" className="px-0 text-center font-normal">
              <span aria-hidden="true">{weekLabel(week[0]!.date, weeks[w - 1]?.[0]?.date)}</span>
              <span className="sr-only">Week of {monthDay(week[0]!.date)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((weekday, d) => (
          <tr key={weekday}>
            <th scope="row" className="pe-1 text-start font-normal">
              {weekday}
            </th>
            {weeks.map((week) => {
              const day = week[d];
              if (!day) return <td key={`${week[0]!.date}-${d}`} />;
              // The fill is only a hint: the legend and the list below carry the meaning.
              const mood = day.moodTag ? resolveMood(day.moodTag) : null;
              return (
                <td key={day.date} data-date={day.date} data-mood={mood?.key ?? 'none'} title={describe(day)}>
                  <span
                    aria-hidden="true"
                    className={`block size-4 rounded-sm sm:size-5 ${mood ? '' : 'bg-base-content/10'}`}
                    style={mood ? { background: mood.fill } : undefined}
                  />
                  <span className="sr-only">{describe(day)}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ColourKey() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Colour key">
      {MOODS.map((mood) => (
        <li key={mood.key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: mood.fill }} />
          <span aria-hidden="true">{mood.emoji}</span>
          {mood.label}
        </li>
      ))}
    </ul>
  );
}

export function MoodCalendar({ entries, today = new Date() }: { entries: DatedMood[]; today?: Date }) {
  const headingId = useId();
  const summaryId = useId();
  const weeks = calendarWeeks(entries, today);
  const days = weeks.flat();
  const written = days.filter((d) => d.moodTag);

  return (
    <section aria-labelledby={headingId} className="card bg-base-200">
      <div className="card-body [&>p]:grow-0 gap-3">
        <h2 id={headingId} className="card-title text-lg">
          Your Last {CALENDAR_WEEKS} Weeks
        </h2>
        <p id={summaryId} className="text-sm opacity-80">
          {summarise(written, days.length)}
        </p>
        <div className="overflow-x-auto">
          {/* A real table: each day is a cell a screen reader can reach, named by its weekday row and
              its week column, and saying the day, the mood and how many entries in words. */}
          <CalendarTable weeks={weeks} headingId={headingId} summaryId={summaryId} />
        </div>
        <ColourKey />
        {written.length > 0 && (
          <details>
            <summary className="cursor-pointer text-sm font-medium">Show the days as a list</summary>
            <ul className="mt-2 grid gap-1 text-sm">
              {[...written].reverse().map((day) => (
                <li key={day.date}>
                  <span aria-hidden="true">{resolveMood(day.moodTag).emoji} </span>
                  {describe(day)}
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  );
}
