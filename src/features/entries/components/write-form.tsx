import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FieldMessage } from '../../../components/field-message.tsx';
import type { CreatedEntry } from '../../../lib/api-types.ts';
import { toast } from '../../../lib/toast-store.ts';
import type { NewEntry } from '../api/create-entry.ts';
import { clearDraft, clearStartedText, loadDraft, readStartedText, saveDraft } from '../draft.ts';
import { MoodPicker } from './mood-picker.tsx';

export const MIN_LENGTH = 10;
export const MAX_LENGTH = 1000;

type Props = {
  prompt: string;
  /** Sends the entry; null when it was kept on this device to be sent once back online. */
  submit: (entry: NewEntry) => Promise<CreatedEntry | null>;
  onSubmitted: (entry: CreatedEntry) => void;
};

function initialState() {
  const started = readStartedText();
  const draft = loadDraft();
  if (started)
    return {
      text: started.slice(0, MAX_LENGTH),
      mood: draft?.mood ?? null,
      isPublic: draft?.isPublic ?? false,
      restored: false,
    };
  if (draft) return { ...draft, restored: draft.text.length > 0 };
  return { text: '', mood: null, isPublic: false, restored: false };
}

/** The write form: mood, text, sharing, and the spec's validation (§5) with its exact messages (§8). */
export function WriteForm({ prompt, submit, onSubmitted }: Props) {
  const [initial] = useState(initialState);
  const [text, setText] = useState(initial.text);
  const [mood, setMood] = useState<string | null>(initial.mood);
  const [isPublic, setIsPublic] = useState(initial.isPublic);
  const [restored, setRestored] = useState(initial.restored);
  const [pending, setPending] = useState(false);
  /** What the last submit found wrong, shown beside the field as well as in the spec's toast. */
  const [problem, setProblem] = useState<{ mood?: string; text?: string }>({});
  /** How many characters of the last paste or drop did not fit, so the writer is told, not surprised. */
  const [cut, setCut] = useState(0);
  const textId = useId();
  const counterId = useId();
  const textMessageId = useId();
  const cutId = useId();
  const moodMessageId = useId();
  const shareId = useId();
  const shareHintId = useId();

  function changeText(event: ChangeEvent<HTMLTextAreaElement>) {
    const value = event.target.value;
    setCut(Math.max(0, value.length - MAX_LENGTH));
    setText(value.slice(0, MAX_LENGTH));
    if (problem.text) setProblem(({ mood }) => ({ mood }));
  }

  useEffect(() => {
    saveDraft({ text, mood, isPublic });
    clearStartedText();
  }, [text, mood, isPublic]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!mood || !text.trim()) {
      setProblem({
        mood: mood ? undefined : 'Choose the mood closest to how you feel.',
        text: text.trim() ? undefined : `Write a few words first: at least ${MIN_LENGTH} characters.`,
      });
      toast({ title: 'Missing information', description: 'Please select a mood and write your reflection.' });
      return;
    }
    if (text.trim().length < MIN_LENGTH) {
      const have = text.trim().length;
      setProblem({ text: `${have} of ${MIN_LENGTH} characters so far: a few more words, please.` });
      toast({ title: 'Entry too short', description: 'Please write at least 10 characters.' });
      return;
    }
    setProblem({});
    setPending(true);
    try {
      const entry = await submit({
        moodTag: mood,
        promptUsed: prompt,
        journalText: text,
        visibility: isPublic ? 'public' : 'private',
      });
      clearDraft();
      if (!entry) {
        setText('');
        setMood(null);
        setIsPublic(false);
        setRestored(false);
        setPending(false);
        toast({ title: 'Saved on this device', description: "It will be sent when you're back online." });
        return;
      }
      // A crisis answer opens on the crisis card: no cheerful toast may sit over it.
      if (entry.safety?.level !== 'crisis')
        toast({ title: 'Entry submitted!', description: 'Your reflection has been generated.' });
      onSubmitted(entry);
    } catch {
      // The draft is still saved on this device: a retry loses nothing.
      toast({ title: 'Error', description: 'Failed to submit entry. Please try again.', variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-6" noValidate>
      <div className="grid gap-2">
        <MoodPicker
          value={mood}
          onChange={(next) => {
            setMood(next);
            setProblem(({ text }) => ({ text }));
          }}
          describedBy={problem.mood ? moodMessageId : undefined}
        />
        {problem.mood && (
          <FieldMessage id={moodMessageId} kind="error">
            {problem.mood}
          </FieldMessage>
        )}
      </div>

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
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              onClick={() => {
                setText('');
                setMood(null);
                setRestored(false);
              }}
            >
              Start over
            </button>
          </div>
        )}
        <textarea
          id={textId}
          value={text}
          // No maxLength: the browser would cut a long paste silently; changeText cuts it and says so.
          onChange={changeText}
          rows={8}
          dir="auto"
          aria-invalid={problem.text ? true : undefined}
          aria-describedby={[counterId, problem.text && textMessageId, cut > 0 && cutId].filter(Boolean).join(' ')}
          placeholder="Write whatever is on your mind... (10-1000 characters)"
          className={`textarea textarea-bordered w-full font-serif text-lg leading-relaxed ${problem.text ? 'textarea-error' : ''}`}
        />
        {problem.text && (
          <FieldMessage id={textMessageId} kind="error">
            {problem.text}
          </FieldMessage>
        )}
        {cut > 0 && (
          <FieldMessage id={cutId} kind="notice">
            Entries hold up to {MAX_LENGTH.toLocaleString('en-US')} characters, so the last{' '}
            {cut.toLocaleString('en-US')} of what you added {cut === 1 ? 'was' : 'were'} left out. They are still on
            your clipboard if you want to keep them somewhere else.
          </FieldMessage>
        )}
      </div>

      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <input
            id={shareId}
            type="checkbox"
            role="switch"
            checked={isPublic}
            onChange={(event) => setIsPublic(event.target.checked)}
            aria-describedby={shareHintId}
            className="toggle toggle-primary"
          />
          <label htmlFor={shareId} className="cursor-pointer font-medium">
            Share anonymously with the community
          </label>
        </div>
        <p id={shareHintId} className="text-sm text-base-content/80">
          {isPublic
            ? 'Your entry will appear in the community feed, without your name.'
            : 'Private: only you will see this entry.'}
        </p>
      </div>

      <button type="submit" className="btn btn-primary btn-lg" disabled={pending || !mood || text.length === 0}>
        {pending ? 'Generating Reflection...' : 'Submit for Reflection'}
      </button>
    </form>
  );
}
