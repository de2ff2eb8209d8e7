import { useId, type InputHTMLAttributes } from 'react';
import { FieldMessage } from './field-message.tsx';

/**
 * A labelled input; the label is always visible and tied to the field. A rule to know before
 * submitting (`hint`) and what went wrong (`error`) sit right under it and are read with it.
 */
export function Field({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input input-bordered w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <FieldMessage id={hintId} kind="hint">
          {hint}
        </FieldMessage>
      )}
      {error && (
        <FieldMessage id={errorId} kind="error">
          {error}
        </FieldMessage>
      )}
    </div>
  );
}
