import { useGrowth } from '../../features/growth/api/get-growth.ts';
import { JourneyTimeline } from '../../features/timeline/components/journey-timeline.tsx';
import { DownloadJournal } from '../../features/your-words/components/download-journal.tsx';
import { EntryActions } from '../../features/your-words/components/entry-actions.tsx';
import { OnThisDay } from '../../features/your-words/components/on-this-day.tsx';
import { TimelineSearch } from '../../features/your-words/components/timeline-search.tsx';

export default function TimelinePage() {
  // Growth's totals cover every entry, not just the pages loaded so far.
  const { data: growth } = useGrowth();
  const totals = growth && { total: growth.totalEntries, days: growth.journalingDays, shared: growth.publicEntries };
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 className="text-3xl font-semibold">Your Journey</h1>
        <p className="mt-1 opacity-80">Every entry you have written, newest first.</p>
        <div className="mt-3">
          <DownloadJournal compact />
        </div>
      </header>
      <TimelineSearch />
      <OnThisDay />
      <JourneyTimeline
        totals={totals}
        actions={(entry) => <EntryActions key={`${entry.entryId}-${entry.journalText}`} entry={entry} />}
      />
    </div>
  );
}
