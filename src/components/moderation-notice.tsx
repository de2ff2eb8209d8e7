import EyeOff from 'lucide-react/icons/eye-off';
import type { Entry } from '../lib/api-types.ts';

/** Why a held entry waits, in one gentle sentence (never "flagged" or "violation"). */
const WHY: Record<'safety' | 'reports', string> = {
  safety: 'What you wrote sounded heavy, and we want to make sure you are okay before it is shared.',
  reports: 'A few readers asked us to take a look; this happens sometimes and is not a judgement of you.',
};

/**
 * Tells the writer, kindly and plainly, that their shared entry is visible only to them until a
 * person from the Hearth team has looked at it — or that it will stay private. Nothing otherwise.
 */
export function ModerationNotice({ entry }: { entry: Pick<Entry, 'visibility' | 'moderationStatus' | 'holdReason'> }) {
  if (entry.visibility !== 'public') return null;
  if (entry.moderationStatus !== 'held' && entry.moderationStatus !== 'hidden') return null;
  const text =
    entry.moderationStatus === 'hidden'
      ? 'This entry will stay private. A person from the Hearth team read it and kept it out of the community pages; it is still here for you.'
      : `Only you can see this entry for now, until a person from the Hearth team has looked at it. ${WHY[entry.holdReason === 'reports' ? 'reports' : 'safety']}`;
  return (
    <p className="flex items-start gap-2 rounded-field bg-base-100 px-3 py-2 text-sm" data-testid="moderation-notice">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
