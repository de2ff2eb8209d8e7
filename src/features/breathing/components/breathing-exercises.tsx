import { breathingExercises } from '../../../content/breathing.ts';
import { useBreathingTimer } from '../breathing-timer.ts';
import { BreathingDialog } from './breathing-dialog.tsx';

/** The Breathing tab: one card per exercise; Start opens the timer dialog. */
export function BreathingExercises() {
  const { session, start, togglePause, reset, stop } = useBreathingTimer();
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3">
        {breathingExercises.map((exercise) => (
          <li key={exercise.id} className="card bg-base-200">
            <div className="card-body [&>p]:grow-0 gap-3">
              <h3 className="card-title text-lg">{exercise.name}</h3>
              <p className="text-sm opacity-80">{exercise.duration}</p>
              <p>{exercise.description}</p>
              <div>
                <h4 className="font-medium">How to</h4>
                <ol className="list-decimal space-y-1 ps-5 text-sm">
                  {exercise.instructions.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
              <div>
                <h4 className="font-medium">Benefits</h4>
                <ul className="list-disc space-y-1 ps-5 text-sm">
                  {exercise.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </div>
              <div className="card-actions mt-auto pt-2">
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={`Start ${exercise.name}`}
                  onClick={() => start(exercise)}
                >
                  Start
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <BreathingDialog session={session} onTogglePause={togglePause} onReset={reset} onStop={stop} />
    </>
  );
}
