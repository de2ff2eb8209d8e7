import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import type { BreathingPhase } from '../../../content/breathing.ts';
import { currentPhase, type BreathingSession } from '../breathing-timer.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';

interface Props {
  session: BreathingSession | null;
  onTogglePause: () => void;
  onReset: () => void;
  /** Stop, Escape and clicking outside all end the session (spec §4). */
  onStop: () => void;
}

/** Lungs full after an inhale, empty after an exhale; holds and pauses keep the previous size. */
function isExpanded(phases: BreathingPhase[], index: number): boolean {
  for (let i = index; i >= 0; i--) {
    const name = phases[i]?.name;
    if (name === 'Inhale') return true;
    if (name === 'Exhale') return false;
  }
  return false;
}

function BreathingCircle({ session }: { session: BreathingSession }) {
  const phase = currentPhase(session);
  // Start small so the first inhale visibly grows instead of appearing already full.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(id);
  }, []);
  const expanded = settled && isExpanded(session.exercise.phases, session.phaseIndex);
  return (
    <div aria-hidden="true" className="flex h-52 items-center justify-center">
      <div
        data-testid="breathing-circle"
        className={`flex h-48 w-48 items-center justify-center rounded-full bg-secondary/20 ring-4 ring-secondary/60 motion-safe:transition-transform motion-safe:ease-in-out ${
          expanded ? 'motion-safe:scale-100' : 'motion-safe:scale-[0.6]'
        }`}
        style={{ transitionDuration: `${phase.seconds}s` }}
      >
        <div className="h-12 w-12 rounded-full bg-secondary/70" />
      </div>
    </div>
  );
}

export function BreathingDialog({ session, onTogglePause, onReset, onStop }: Props) {
  const phase = session && currentPhase(session);
  const returnFocus = useReturnFocus(session !== null);
  return (
    <Dialog.Root open={session !== null} onOpenChange={(open) => !open && onStop()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-box bg-base-100 p-6 text-base-content shadow-xl"
        >
          {session && phase && (
            <>
              <Dialog.Title className="text-xl font-semibold">{session.exercise.name}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm opacity-80">
                Follow the circle and breathe at your own pace. You can stop at any time.
              </Dialog.Description>

              <BreathingCircle session={session} />

              <div className="text-center">
                <p className="text-3xl font-semibold" aria-live="polite">
                  {phase.name}
                </p>
                <p className="text-lg tabular-nums">
                  {session.secondsLeft} {session.secondsLeft === 1 ? 'second' : 'seconds'}
                </p>
                <p className="text-sm opacity-80">Cycle {session.cycle}</p>
                {!session.running && <p className="mt-1 text-sm font-medium">Paused</p>}
              </div>

              <div className="mt-6 flex flex-wrap justify-center gap-2">
                <button type="button" className="btn btn-primary" onClick={onTogglePause}>
                  {session.running ? 'Pause' : 'Resume'}
                </button>
                <button type="button" className="btn btn-outline" onClick={onReset}>
                  Reset
                </button>
                <Dialog.Close asChild>
                  <button type="button" className="btn btn-ghost">
                    Stop
                  </button>
                </Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
