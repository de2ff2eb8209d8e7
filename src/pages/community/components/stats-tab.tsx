import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useCommunityStats } from '../../../features/community/api/get-community-stats.ts';
import { categoryLabel } from '../../../features/community/category-label.ts';
import { resolveMood } from '../../../../supabase/functions/_shared/domain/moods.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-base-300 py-1 last:border-0">
      <dt className="text-base-content/80">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function StatsTab() {
  const stats = useCommunityStats();
  if (stats.isPending) return <Spinner label="Loading community stats" />;
  if (stats.isError) return <ErrorState title="Unable to load community stats" />;
  const s = stats.data;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Section id="size-heading" title="Community Size">
        <dl>
          <Figure label="Public Stories" value={s.totalPublicEntries} />
          <Figure label="Total Reactions" value={s.totalReactions} />
          <Figure label="Active Today" value={s.activeUsersToday} />
        </dl>
      </Section>
      <Section id="activity-heading" title="Recent Activity">
        <dl>
          <Figure label="Stories (24h)" value={s.entriesLast24h} />
          <Figure label="Avg Reactions" value={s.averageReactionsPerEntry.toFixed(1)} />
        </dl>
      </Section>
      <Section id="moods-heading" title="Popular Moods">
        {s.topMoods.length === 0 ? (
          <p className="text-base-content/80">Moods appear here as stories are shared.</p>
        ) : (
          <ol className="grid gap-2">
            {s.topMoods.slice(0, 5).map(({ mood, count }) => {
              const m = resolveMood(mood);
              return (
                <li key={mood} className="flex items-center justify-between gap-4">
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className="text-2xl">
                      {m.emoji}
                    </span>
                    {m.label}
                  </span>
                  <span className="badge badge-neutral tabular-nums">{count}</span>
                </li>
              );
            })}
          </ol>
        )}
      </Section>
      <Section id="themes-heading" title="Popular Themes">
        {s.topCategories.length === 0 ? (
          <p className="text-base-content/80">Themes appear here as stories are shared.</p>
        ) : (
          <ol className="grid gap-2">
            {s.topCategories.slice(0, 5).map(({ category, count }) => (
              <li key={category} className="flex items-center justify-between gap-4">
                <span>{categoryLabel(category)}</span>
                <span className="badge badge-neutral tabular-nums">{count}</span>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section id="care-heading" title="How we keep this space kind">
        <ul className="list-disc space-y-1 pl-5 text-base-content/90">
          <li>Every story is anonymous; names and contact details are removed before sharing.</li>
          <li>Support is sent from a set of kind, pre-written messages.</li>
          <li>Anyone can report a story; several reports hide it while we review.</li>
        </ul>
      </Section>
    </div>
  );
}
