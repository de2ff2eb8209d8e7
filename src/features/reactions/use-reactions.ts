import { useState } from 'react';
import type { Entry, ReactionType } from '../../lib/api-types.ts';
import type { SendReaction } from './api/send-reaction.ts';
import { applyReaction, stateFromEntry, stateFromServer, type ReactionState } from './reaction-state.ts';

/**
 * Optimistic reactions: the click shows at once, the server's counts replace the guess,
 * and a failure puts back what was there (spec §8: no message for a failed reaction).
 */
export function useReactions({
  entry,
  knownActive,
  send,
}: {
  entry: Entry;
  knownActive: ReactionType | null;
  send: SendReaction;
}) {
  const [local, setLocal] = useState<ReactionState | null>(null);
  const [pending, setPending] = useState(false);
  const state = local ?? stateFromEntry(entry, knownActive);

  async function react(type: ReactionType) {
    if (pending) return;
    const before = state;
    setLocal(applyReaction(before, type));
    setPending(true);
    try {
      const result = await send({ entryId: entry.entryId, reactionType: type, remove: before.active === type });
      setLocal(stateFromServer(result));
    } catch {
      setLocal(before);
    } finally {
      setPending(false);
    }
  }

  return { state, pending, react };
}
