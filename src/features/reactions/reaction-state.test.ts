import { describe, expect, it } from 'vitest';
import { applyReaction, type ReactionState } from './reaction-state.ts';

const state = (active: ReactionState['active'], support = 2, love = 1, strength = 0): ReactionState => ({
  active,
  counts: { support, love, strength },
});

describe('applyReaction', () => {
  it('adds a reaction when none is active', () => {
    expect(applyReaction(state(null), 'strength')).toEqual(state('strength', 2, 1, 1));
  });

  it('removes the active reaction when the same type is chosen again', () => {
    expect(applyReaction(state('support'), 'support')).toEqual(state(null, 1, 1, 0));
  });

  it('switches: the old type loses one, the new gains one', () => {
    expect(applyReaction(state('love'), 'support')).toEqual(state('support', 3, 0, 0));
  });

  it('never lets a count go below zero', () => {
    expect(applyReaction(state('strength', 0, 0, 0), 'strength')).toEqual(state(null, 0, 0, 0));
    expect(applyReaction(state('strength', 0, 0, 0), 'love')).toEqual(state('love', 0, 1, 0));
  });
});
