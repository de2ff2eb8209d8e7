import type { Entry, ReactionCounts, ReactionType } from '../../lib/api-types.ts';

export const REACTION_TYPES: readonly ReactionType[] = ['support', 'love', 'strength'];

export interface ReactionState {
  active: ReactionType | null;
  counts: Record<ReactionType, number>;
}

export const stateFromEntry = (entry: Entry, active: ReactionType | null): ReactionState => ({
  active,
  counts: { support: entry.supportCount, love: entry.loveCount, strength: entry.strengthCount },
});

export const stateFromServer = (result: ReactionCounts): ReactionState => ({
  active: result.reaction,
  counts: { support: result.supportCount, love: result.loveCount, strength: result.strengthCount },
});

const lower = (n: number) => Math.max(0, n - 1);

/**
 * Spec §4: at most one active reaction. The same type again removes it, another type
 * switches (old −1, new +1), none adds. Counts never go below 0.
 */
export function applyReaction(state: ReactionState, type: ReactionType): ReactionState {
  const counts = { ...state.counts };
  if (state.active === type) {
    counts[type] = lower(counts[type]);
    return { active: null, counts };
  }
  if (state.active) counts[state.active] = lower(counts[state.active]);
  counts[type] += 1;
  return { active: type, counts };
}
