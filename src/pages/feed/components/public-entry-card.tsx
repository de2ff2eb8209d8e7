import { MoreMenu } from '../../../components/more-menu.tsx';
import { EntryCard } from '../../../features/entries/components/entry-card.tsx';
import { ReactionControls } from '../../../features/reactions/components/reaction-controls.tsx';
import { ReportEntryButton } from '../../../features/reports/components/report-entry-button.tsx';
import { SupportiveResponseControl } from '../../../features/supportive-responses/components/supportive-response-control.tsx';
import type { Entry } from '../../../lib/api-types.ts';

/** A story as the community sees it. Only public entries offer reactions and responses (spec §4). */
export function PublicEntryCard({
  entry,
  headingLevel,
  refreshCommunity = false,
}: {
  entry: Entry;
  headingLevel?: 'h2' | 'h3';
  refreshCommunity?: boolean;
}) {
  if (entry.visibility !== 'public') return <EntryCard entry={entry} headingLevel={headingLevel} />;
  // Fresh counts from the server start the controls over rather than fighting a stale guess.
  const countsKey = `${entry.entryId}:${entry.supportCount}:${entry.loveCount}:${entry.strengthCount}:${entry.myReaction ?? ''}`;
  return (
    <EntryCard
      entry={entry}
      headingLevel={headingLevel}
      more={
        <MoreMenu label="More actions for this story">
          {({ close, returnFocusTo }) => (
            <ReportEntryButton entryId={entry.entryId} onOpen={close} returnFocusTo={returnFocusTo} />
          )}
        </MoreMenu>
      }
    >
      <ReactionControls key={countsKey} entry={entry} refreshCommunity={refreshCommunity} />
      <SupportiveResponseControl entryId={entry.entryId} />
    </EntryCard>
  );
}
