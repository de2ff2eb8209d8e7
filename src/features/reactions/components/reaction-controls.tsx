import BicepsFlexed from 'lucide-react/icons/biceps-flexed';
import HandHeart from 'lucide-react/icons/hand-heart';
import Heart from 'lucide-react/icons/heart';
import type { Entry, ReactionType } from '../../../lib/api-types.ts';
import { useMyReaction } from '../api/get-my-reaction.ts';
import { useSendReaction, type SendReaction } from '../api/send-reaction.ts';
import { REACTION_TYPES } from '../reaction-state.ts';
import { useReactions } from '../use-reactions.ts';

const LABELS: Record<ReactionType, { label: string; icon: typeof Heart }> = {
  support: { label: 'Support', icon: HandHeart },
  love: { label: 'Love', icon: Heart },
  strength: { label: 'Strength', icon: BicepsFlexed },
};

type Props = {
  entry: Entry;
  /** Cards on the community page refresh trending, stats and categories after a reaction. */
  refreshCommunity?: boolean;
  /** Tests pass their own; the app uses the API. */
  send?: SendReaction;
};

export function ReactionControls({ entry, refreshCommunity = false, send }: Props) {
  const mutation = useSendReaction({ refreshCommunity });
  const known = entry.myReaction !== undefined;
  const mine = useMyReaction(entry.entryId, !known);
  const { state, pending, react } = useReactions({
    entry,
    knownActive: known ? (entry.myReaction ?? null) : (mine.data ?? null),
    send: send ?? mutation.mutateAsync,
  });

  return (
    <div role="group" aria-label="React to this story" className="flex flex-wrap gap-1.5 sm:gap-2">
      {REACTION_TYPES.map((type) => {
        const { label, icon: Icon } = LABELS[type];
        const active = state.active === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={active}
            disabled={pending}
            onClick={() => void react(type)}
            className={`btn btn-sm gap-1 px-2 sm:gap-1.5 sm:px-3 ${active ? 'btn-primary' : 'btn-outline border-base-300'}`}
          >
            <Icon aria-hidden="true" className="size-4" fill={active ? 'currentColor' : 'none'} />
            {label}
            <span className="tabular-nums">{state.counts[type]}</span>
          </button>
        );
      })}
    </div>
  );
}
