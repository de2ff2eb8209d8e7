import { useId } from 'react';
import { MOODS, resolveMood, type MoodKey } from '../../../../supabase/functions/_shared/domain/moods.ts';
import { CALENDAR_WEEKS, calendarWeeks, type CalendarDay, type DatedMood } from '../mood-calendar-data.ts';

/** Mid-tone fills that read on both the light and the dark theme; the legend and the list carry the meaning. */
const MOOD_FILL: Record<MoodKey, string> = {
  sad: '#3b82f6',
  angry: '#ef4444',
  confused: '#a8a29e',
  pleading: '#8b5cf6',
  'upside-down': '#14b8a6',
  happy: '#f59e0b',
};

const CELL = 16;
const GAP = 4;
const STEP = CELL + GAP;

const longDate = (key: string) =>
  new Date(`${key}T12:00:00`).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

function describe(day: CalendarDay): string {
  if (!day.moodTag) return `${longDate(day.date)}: no entry`;
  const mood = resolveMood(day.moodTag);
  const entries = day.entries === 1 ? '1 entry' : `${day.entries} entries`;
  return `${longDate(day.date)}: ${mood.label}, ${entries}`;
}

export function MoodCalendar({ entries, today = new Date() }: { entries: DatedMood[]; today?: Date }) {
  const headingId = useId();
  const summaryId = useId();
  const weeks = calendarWeeks(entries, today);
  const days = weeks.flat();
  const written = days.filter((d) => d.moodTag);
  const counts = MOODS.map((mood) => ({
    mood,
    days: written.filter((d) => resolveMood(d.moodTag).key === mood.key).length,
  }))
    .filter((c) => c.days > 0)
    .sort((a, b) => b.days - a.days);
  const summary =
    written.length === 0
      ? `No entries in the last ${CALENDAR_WEEKS} weeks yet.`
      : `You wrote on ${written.length} of the last ${days.length} days. ` +
        `Most often: ${counts.map((c) => `${c.mood.label} (${c.days} ${c.days === 1 ? 'day' : 'days'})`).join(', ')}.`;

  return (
    <section aria-labelledby={headingId} className="card bg-base-200">
      <div className="card-body [&>p]:grow-0 gap-3">
        <h2 id={headingId} className="card-title text-lg">
          Your Last {CALENDAR_WEEKS} Weeks
        </h2>
        <p id={summaryId} className="text-sm opacity-80">
          {summary}
        </p>
        <div className="overflow-x-auto">
          <svg
            role="img"
            aria-labelledby={`${headingId} ${summaryId}`}
            viewBox={`0 0 ${weeks.length * STEP - GAP} ${7 * STEP - GAP}`}
            className="h-auto w-full max-w-md"
          >
            {weeks.map((week, w) =>
              week.map((day, d) => (
                <rect
                  key={day.date}
                  data-date={day.date}
                  data-mood={day.moodTag ? resolveMood(day.moodTag).key : 'none'}
                  x={w * STEP}
                  y={d * STEP}
                  width={CELL}
                  height={CELL}
                  rx={3}
                  fill={day.moodTag ? MOOD_FILL[resolveMood(day.moodTag).key] : 'currentColor'}
                  fillOpacity={day.moodTag ? 1 : 0.12}
                >
                  <title>{describe(day)}</title>
                </rect>
              )),
            )}
          </svg>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Colour key">
          {MOODS.map((mood) => (
            <li key={mood.key} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-sm"
                style={{ background: MOOD_FILL[mood.key] }}
              />
              <span aria-hidden="true">{mood.emoji}</span>
              {mood.label}
            </li>
          ))}
        </ul>
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
