import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input; the label is always visible and tied to the field. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input id={id} className="input input-bordered w-full" {...input} />
    </div>
  );
}
