import { useId } from 'react';
import { MOODS } from '../../../../supabase/functions/_shared/domain/moods.ts';

/** The six moods as one radio group: arrow keys move between them, each named by emoji and meaning. */
export function MoodPicker({
  value,
  onChange,
  describedBy,
}: {
  value: string | null;
  onChange: (emoji: string) => void;
  /** A message beside the group (what the last submit found missing). */
  describedBy?: string;
}) {
  const labelId = useId();
  const name = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="font-medium">
        How are you feeling?
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className="grid grid-cols-3 gap-2 sm:grid-cols-6"
      >
        {MOODS.map((mood) => (
          <label key={mood.key} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={mood.emoji}
              checked={value === mood.emoji}
              onChange={() => onChange(mood.emoji)}
              aria-label={`${mood.emoji} ${mood.label}`}
              className="peer sr-only"
            />
            <span className="flex flex-col items-center gap-1 rounded-box border-2 border-base-300 bg-base-100 px-2 py-3 transition-colors peer-checked:border-primary peer-checked:bg-base-200 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary">
              <span aria-hidden="true" className="text-3xl">
                {mood.emoji}
              </span>
              <span className="text-sm">{mood.label}</span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
