import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breathingExercises, type BreathingExercise } from '../../content/breathing.ts';
import { currentPhase, useBreathingTimer } from './breathing-timer.ts';

function exercise(id: string): BreathingExercise {
  const found = breathingExercises.find((e) => e.id === id);
  if (!found) throw new Error(`no exercise ${id}`);
  return found;
}

function seconds(n: number) {
  act(() => {
    vi.advanceTimersByTime(n * 1000);
  });
}

function started(id: string) {
  const hook = renderHook(() => useBreathingTimer());
  act(() => hook.result.current.start(exercise(id)));
  return hook;
}

function snapshot(hook: ReturnType<typeof started>) {
  const s = hook.result.current.session;
  if (!s) return null;
  return { phase: currentPhase(s).name, secondsLeft: s.secondsLeft, cycle: s.cycle };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useBreathingTimer', () => {
  it('starts with no session', () => {
    const { result } = renderHook(() => useBreathingTimer());
    expect(result.current.session).toBeNull();
  });

  it.each([
    [
      'box',
      [
        ['Inhale', 4],
        ['Hold', 4],
        ['Exhale', 4],
        ['Hold', 4],
      ],
    ],
    [
      '4-7-8',
      [
        ['Inhale', 4],
        ['Hold', 7],
        ['Exhale', 8],
      ],
    ],
    [
      'belly',
      [
        ['Inhale', 4],
        ['Pause', 1],
        ['Exhale', 6],
        ['Pause', 1],
      ],
    ],
  ] as const)('%s walks its phases in order, one second per tick, then wraps into cycle 2', (id, phases) => {
    const hook = started(id);
    for (const [name, length] of phases) {
      expect(snapshot(hook)).toEqual({ phase: name, secondsLeft: length, cycle: 1 });
      if (length > 1) {
        seconds(length - 1);
        expect(snapshot(hook)).toEqual({ phase: name, secondsLeft: 1, cycle: 1 });
        seconds(1);
      } else {
        seconds(1);
      }
    }
    const [firstName, firstLength] = phases[0];
    expect(snapshot(hook)).toEqual({ phase: firstName, secondsLeft: firstLength, cycle: 2 });
  });

  it('counts cycles across several wraps', () => {
    const hook = started('4-7-8');
    seconds(19 * 3);
    expect(snapshot(hook)).toEqual({ phase: 'Inhale', secondsLeft: 4, cycle: 4 });
  });

  it('pause freezes the timer and resume carries on from the same second', () => {
    const hook = started('box');
    seconds(2);
    act(() => hook.result.current.togglePause());
    expect(hook.result.current.session?.running).toBe(false);
    seconds(30);
    expect(snapshot(hook)).toEqual({ phase: 'Inhale', secondsLeft: 2, cycle: 1 });
    act(() => hook.result.current.togglePause());
    seconds(2);
    expect(snapshot(hook)).toEqual({ phase: 'Hold', secondsLeft: 4, cycle: 1 });
  });

  it('reset returns timer, cycle and phase to the start', () => {
    const hook = started('belly');
    seconds(12 + 5);
    expect(snapshot(hook)).toEqual({ phase: 'Exhale', secondsLeft: 6, cycle: 2 });
    act(() => hook.result.current.reset());
    expect(snapshot(hook)).toEqual({ phase: 'Inhale', secondsLeft: 4, cycle: 1 });
    seconds(1);
    expect(snapshot(hook)).toEqual({ phase: 'Inhale', secondsLeft: 3, cycle: 1 });
  });

  it('stop clears the session and no further ticks happen', () => {
    const hook = started('box');
    seconds(5);
    act(() => hook.result.current.stop());
    expect(hook.result.current.session).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
