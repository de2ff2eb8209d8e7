import History from 'lucide-react/icons/history';
import { useQuery } from '@tanstack/react-query';
import { resolveMood } from '../../../../supabase/functions/_shared/domain/moods.ts';
import { entryKeys } from '../../../lib/query-keys.ts';
import { onThisDay } from '../api.ts';

/** "On this day": what the writer wrote on this day in earlier months and years; nothing when there is none. */
export function OnThisDay() {
  const { data } = useQuery({ queryKey: [...entryKeys.all, 'on-this-day'], queryFn: onThisDay });
  const entries = data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="on-this-day-heading" className="card border border-primary/40 bg-base-200">
      <div className="card-body gap-3 p-4 sm:p-5">
        <h2 id="on-this-day-heading" className="flex items-center gap-2 text-lg font-semibold">
          <History aria-hidden="true" className="size-5 text-primary" />
          On this day
        </h2>
        <ul className="grid gap-3">
          {entries.slice(0, 3).map((entry) => (
            <li key={entry.entryId}>
              <p className="text-sm opacity-80">
                {resolveMood(entry.moodTag).emoji}{' '}
                <time dateTime={entry.timestamp}>
                  {new Date(entry.timestamp).toLocaleDateString(undefined, { dateStyle: 'long' })}
                </time>
              </p>
              <p className="line-clamp-3 leading-relaxed">{entry.journalText}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
