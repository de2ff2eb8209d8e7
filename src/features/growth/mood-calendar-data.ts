/** Turns a writer's entries into one mood per day over the last 12 weeks. Pure, so it is easy to test. */

export const CALENDAR_WEEKS = 12;

export interface DatedMood {
  timestamp: string;
  moodTag: string;
}

/** One day × mood of GET /api/growth's moodCalendar (the server counts; public.mood_calendar()). */
export interface MoodCalendarDay {
  date: string;
  moodTag: string;
  count: number;
  /** When the latest of these entries was written (ISO). */
  latest: string;
}

/**
 * The calendar's input from the growth payload: each day × mood as that many dated moods at the
 * time of its latest entry, so the day's dominant mood (ties to the latest) is the same as if the
 * entries themselves had been read — without reading them.
 */
export function datedMoods(days: readonly MoodCalendarDay[]): DatedMood[] {
  return days.flatMap((d) => Array.from({ length: d.count }, () => ({ timestamp: d.latest, moodTag: d.moodTag })));
}

export interface CalendarDay {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** The day's mood tag: the most frequent that day, the latest entry breaking ties; null if none. */
  moodTag: string | null;
  entries: number;
}

function dayKey(d: Date): string {
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${m}-${day}`;
}

/** Weeks (Sunday first) from CALENDAR_WEEKS-1 weeks before this week's Sunday up to today. */
export function calendarWeeks(entries: DatedMood[], today: Date): CalendarDay[][] {
  const byDay = new Map<string, DatedMood[]>();
  for (const entry of entries) {
    const key = dayKey(new Date(entry.timestamp));
    const list = byDay.get(key) ?? [];
    list.push(entry);
    byDay.set(key, list);
  }

  const start = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() - today.getDay() - 7 * (CALENDAR_WEEKS - 1),
  );
  const todayKey = dayKey(today);
  const weeks: CalendarDay[][] = [];
  for (let w = 0; w < CALENDAR_WEEKS; w++) {
    const week: CalendarDay[] = [];
    for (let d = 0; d < 7; d++) {
      const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + w * 7 + d);
      const key = dayKey(date);
      const list = byDay.get(key) ?? [];
      week.push({ date: key, moodTag: dominantMood(list), entries: list.length });
      if (key === todayKey) return [...weeks, week];
    }
    weeks.push(week);
  }
  return weeks;
}

function dominantMood(list: DatedMood[]): string | null {
  if (list.length === 0) return null;
  const latestFirst = [...list].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  const counts = new Map<string, number>();
  for (const { moodTag } of latestFirst) counts.set(moodTag, (counts.get(moodTag) ?? 0) + 1);
  let best = latestFirst[0]!.moodTag;
  for (const [mood, n] of counts) if (n > (counts.get(best) ?? 0)) best = mood;
  return best;
}
