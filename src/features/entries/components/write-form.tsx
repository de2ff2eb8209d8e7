import { useId, type ChangeEvent } from 'react';
import { FieldMessage } from '../../../components/field-message.tsx';
import { MAX_LENGTH, useWriteForm, type WriteFormOptions } from '../use-write-form.ts';
import { MoodPicker } from './mood-picker.tsx';

type FieldIds = { textId: string; counterId: string; textMessageId: string; cutId: string };

type ReflectionFieldProps = {
  ids: FieldIds;
  text: string;
  restored: boolean;
  problem?: string;
  cut: number;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onStartOver: () => void;
};

function ReflectionField({ ids, text, restored, problem, cut, onChange, onStartOver }: ReflectionFieldProps) {
  const { textId, counterId, textMessageId, cutId } = ids;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={textId} className="font-medium">
          Your reflection
        </label>
        <span id={counterId} className="text-sm tabular-nums text-base-content/80">
          {text.length}/{MAX_LENGTH}
        </span>
      </div>
      {restored && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-field bg-base-200 px-3 py-2 text-sm">
          <span>We kept what you were writing.</span>
          <button type="button" className="btn btn-ghost btn-xs" onClick={onStartOver}>
            Start over
          </button>
        </div>
      )}
      <textarea
        id={textId}
        value={text}
        // No maxLength: the browser would cut a long paste silently; changeText cuts it and says so.
        onChange={onChange}
        rows={8}
        dir="auto"
        aria-invalid={problem ? true : undefined}
        aria-describedby={[counterId, problem && textMessageId, cut > 0 && cutId].filter(Boolean).join(' ')}
        placeholder="Write whatever is on your mind... (10-1000 characters)"
        className={`textarea textarea-bordered w-full font-serif text-lg leading-relaxed ${problem ? 'textarea-error' : ''}`}
      />
      {problem && (
        <FieldMessage id={textMessageId} kind="error">
          {problem}
        </FieldMessage>
      )}
      {cut > 0 && (
        <FieldMessage id={cutId} kind="notice">
          Entries hold up to {MAX_LENGTH.toLocaleString('en-US')} characters, so the last {cut.toLocaleString('en-US')}{' '}
          of what you added {cut === 1 ? 'was' : 'were'} left out. They are still on your clipboard if you want to keep
          them somewhere else.
        </FieldMessage>
      )}
    </div>
  );
}

type ShareFieldProps = { shareId: string; hintId: string; isPublic: boolean; onChange: (isPublic: boolean) => void };

function ShareField({ shareId, hintId, isPublic, onChange }: ShareFieldProps) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-3">
        <input
          id={shareId}
          type="checkbox"
          role="switch"
          checked={isPublic}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
          className="toggle toggle-primary"
        />
        <label htmlFor={shareId} className="cursor-pointer font-medium">
          Share anonymously with the community
        </label>
      </div>
      <p id={hintId} className="text-sm text-base-content/80">
        {isPublic
          ? 'Your entry will appear in the community feed, without your name.'
          : 'Private: only you will see this entry.'}
      </p>
    </div>
  );
}

type MoodFieldProps = { mood: string | null; messageId: string; problem?: string; onChange: (mood: string) => void };

function MoodField({ mood, messageId, problem, onChange }: MoodFieldProps) {
  return (
    <div className="grid gap-2">
      <MoodPicker value={mood} onChange={onChange} describedBy={problem ? messageId : undefined} />
      {problem && (
        <FieldMessage id={messageId} kind="error">
          {problem}
        </FieldMessage>
      )}
    </div>
  );
}

/** The write form: mood, text, sharing, and the spec's validation (§5) with its exact messages (§8). */
export function WriteForm(options: WriteFormOptions) {
  const form = useWriteForm(options);
  const { problem } = form;
  // Called here, in this order, so the ids stay the ones the form has always had.
  const textId = useId();
  const counterId = useId();
  const textMessageId = useId();
  const cutId = useId();
  const moodMessageId = useId();
  const shareId = useId();
  const shareHintId = useId();

  return (
    <form onSubmit={(event) => void form.onSubmit(event)} className="grid gap-6" noValidate>
      <MoodField mood={form.mood} messageId={moodMessageId} problem={problem.mood} onChange={form.chooseMood} />
      <ReflectionField
        ids={{ textId, counterId, textMessageId, cutId }}
        text={form.text}
        restored={form.restored}
        problem={problem.text}
        cut={form.cut}
        onChange={form.changeText}
        onStartOver={form.startOver}
      />
      <ShareField shareId={shareId} hintId={shareHintId} isPublic={form.isPublic} onChange={form.setIsPublic} />
      <button
        type="submit"
        className="btn btn-primary btn-lg"
        disabled={form.pending || !form.mood || form.text.length === 0}
      >
        {form.pending ? 'Generating Reflection...' : 'Submit for Reflection'}
      </button>
    </form>
  );
}
