import { Link } from 'react-router-dom';
import { StatCard } from './stat-card.tsx';

/**
 * The community's numbers in a row, or, while every one of them is 0 (a fresh start), an invitation
 * to write the first story instead of a row of zeros.
 */
export function StatRow({
  stats,
  invite = true,
}: {
  stats: readonly { label: string; value: number | undefined }[];
  /** false where the page already invites the first story: the zeros are then simply left out. */
  invite?: boolean;
}) {
  if (stats.every((stat) => stat.value === 0)) {
    if (!invite) return null;
    return (
      <div className="rounded-box border border-dashed border-base-300 bg-base-100 p-6 text-center">
        <p className="font-serif text-lg">It is quiet here for now: no one has shared a story yet.</p>
        <p className="mt-1 text-base-content/80">
          Yours could be the first. Write it, and share it only if you want to.
        </p>
        <Link to="/prompt" className="btn btn-primary mt-4">
          Write the first story
        </Link>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4">
      {stats.map((stat) => (
        <StatCard key={stat.label} label={stat.label} value={stat.value} />
      ))}
    </div>
  );
}
