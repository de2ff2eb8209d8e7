import { ErrorState } from '../../../components/error-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useCommunityStats } from '../../../features/community/api/get-community-stats.ts';
import { useTrending } from '../../../features/community/api/get-trending.ts';
import { StatRow } from '../../../features/community/components/stat-row.tsx';
import { PublicEntryCard } from '../../feed/components/public-entry-card.tsx';

export function TrendingTab() {
  const stats = useCommunityStats();
  const trending = useTrending();
  return (
    <div className="grid gap-8">
      <StatRow
        invite={false}
        stats={[
          { label: 'Stories shared today', value: stats.data?.entriesLast24h },
          { label: 'Total community support', value: stats.data?.totalReactions },
          { label: 'Active writers today', value: stats.data?.activeUsersToday },
        ]}
      />
      <section aria-labelledby="trending-heading" className="grid gap-4">
        <h2 id="trending-heading" className="text-xl font-semibold">
          Most Supported Stories (Last 7 Days)
        </h2>
        {trending.isPending ? (
          <Spinner label="Loading stories" />
        ) : trending.isError ? (
          <ErrorState title="Unable to load trending stories" />
        ) : trending.data.length === 0 ? (
          <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
            <p className="text-lg font-semibold">No trending posts yet this week.</p>
            <p className="mt-1 text-base-content/80">
              Be the first to share a story that resonates with the community!
            </p>
          </div>
        ) : (
          <ol className="grid gap-4">
            {trending.data.map((entry, index) => (
              <li key={entry.entryId} className="relative pl-3 pt-3">
                <span
                  aria-hidden="true"
                  className="absolute left-0 top-0 z-10 flex size-7 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-content shadow"
                >
                  {index + 1}
                </span>
                <PublicEntryCard entry={entry} headingLevel="h3" refreshCommunity />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
