import { useId } from 'react';

interface Props<V extends string | number> {
  legend: string;
  name: string;
  choices: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
}

/** A labelled group of radio cards (one choice among a few), as the report and care dialogs ask. */
export function RadioChoices<V extends string | number>({ legend, name, choices, value, onChange }: Props<V>) {
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId} className="grid gap-2">
      <legend id={legendId} className="mb-1 text-sm font-medium">
        {legend}
      </legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-center gap-3 rounded-field border border-base-300 px-3 py-2"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="radio radio-sm radio-primary shrink-0"
          />
          <span className="text-sm">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
