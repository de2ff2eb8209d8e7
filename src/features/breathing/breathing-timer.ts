import { useCallback, useEffect, useReducer } from 'react';
import type { BreathingExercise, BreathingPhase } from '../../content/breathing.ts';

export const BREATHING_TICK_MS = 1000;

export interface BreathingSession {
  exercise: BreathingExercise;
  phaseIndex: number;
  secondsLeft: number;
  /** 1-based, shown as 'Cycle N'. */
  cycle: number;
  running: boolean;
}

/** null = no session (spec §4: "none selected"). */
export type BreathingState = BreathingSession | null;

export type BreathingAction =
  | { type: 'start'; exercise: BreathingExercise }
  | { type: 'tick' }
  | { type: 'togglePause' }
  | { type: 'reset' }
  | { type: 'stop' };

function firstPhase(exercise: BreathingExercise): BreathingPhase {
  const phase = exercise.phases[0];
  if (!phase) throw new Error(`Breathing exercise ${exercise.id} has no phases`);
  return phase;
}

function startOf(exercise: BreathingExercise, running: boolean): BreathingSession {
  return { exercise, phaseIndex: 0, secondsLeft: firstPhase(exercise).seconds, cycle: 1, running };
}

export function breathingReducer(state: BreathingState, action: BreathingAction): BreathingState {
  switch (action.type) {
    case 'start':
      return startOf(action.exercise, true);
    case 'stop':
      return null;
    case 'reset':
      // Back to the start but keep the paused/running choice the person made.
      return state && startOf(state.exercise, state.running);
    case 'togglePause':
      return state && { ...state, running: !state.running };
    case 'tick': {
      if (!state || !state.running) return state;
      if (state.secondsLeft > 1) return { ...state, secondsLeft: state.secondsLeft - 1 };
      const { phases } = state.exercise;
      const wraps = state.phaseIndex + 1 >= phases.length;
      const phaseIndex = wraps ? 0 : state.phaseIndex + 1;
      const next = phases[phaseIndex] ?? firstPhase(state.exercise);
      return {
        ...state,
        phaseIndex,
        secondsLeft: next.seconds,
        cycle: wraps ? state.cycle + 1 : state.cycle,
      };
    }
  }
}

export function currentPhase(session: BreathingSession): BreathingPhase {
  return session.exercise.phases[session.phaseIndex] ?? firstPhase(session.exercise);
}

/** The breathing session plus its controls; ticks once a second while running. */
export function useBreathingTimer() {
  const [session, dispatch] = useReducer(breathingReducer, null);
  const running = session?.running ?? false;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => dispatch({ type: 'tick' }), BREATHING_TICK_MS);
    return () => clearInterval(id);
  }, [running]);

  const start = useCallback((exercise: BreathingExercise) => dispatch({ type: 'start', exercise }), []);
  const togglePause = useCallback(() => dispatch({ type: 'togglePause' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const stop = useCallback(() => dispatch({ type: 'stop' }), []);

  return { session, start, togglePause, reset, stop };
}
