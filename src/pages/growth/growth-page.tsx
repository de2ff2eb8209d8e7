import { Spinner } from '../../components/spinner.tsx';
import { useGrowth } from '../../features/growth/api/get-growth.ts';
import { GrowthEmpty, GrowthView } from '../../features/growth/components/growth-view.tsx';
import { MoodCalendar } from '../../features/growth/components/mood-calendar.tsx';
import { datedMoods } from '../../features/growth/mood-calendar-data.ts';
import { useCurrentUser } from '../../features/identity/api/get-user.ts';

function GrowthContent() {
  const user = useCurrentUser();
  // No identity: the empty state, without asking the server (spec §2).
  const hasIdentity = Boolean(user.data);
  const growth = useGrowth({ enabled: hasIdentity });

  if (user.isPending) return <Spinner label="Loading your growth" />;
  if (!hasIdentity) return <GrowthEmpty />;
  if (growth.isPending) return <Spinner label="Loading your growth" />;
  if (growth.isError) {
    return (
      <div role="alert" className="rounded-box bg-base-200 p-8 text-center">
        <p className="text-lg font-medium">Unable to load growth data</p>
        <p className="mt-1 opacity-80">Please try again later.</p>
      </div>
    );
  }
  if (growth.data.totalEntries === 0) return <GrowthEmpty />;
  return <GrowthView growth={growth.data} calendar={<MoodCalendar entries={datedMoods(growth.data.moodCalendar)} />} />;
}

export default function GrowthPage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 className="text-3xl font-semibold">Your Growth</h1>
        <p className="mt-1 opacity-80">Gentle patterns from what you have written — for noticing, not judging.</p>
      </header>
      <GrowthContent />
    </div>
  );
}
