import { useEffect, useId, useState, type FormEvent } from 'react';
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
  const textId = useId();
  const counterId = useId();
  const shareId = useId();
  const shareHintId = useId();

  useEffect(() => {
    saveDraft({ text, mood, isPublic });
    clearStartedText();
  }, [text, mood, isPublic]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!mood || !text.trim()) {
      toast({ title: 'Missing information', description: 'Please select a mood and write your reflection.' });
      return;
    }
    if (text.trim().length < MIN_LENGTH) {
      toast({ title: 'Entry too short', description: 'Please write at least 10 characters.' });
      return;
    }
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
      <MoodPicker value={mood} onChange={setMood} />

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
          onChange={(event) => setText(event.target.value.slice(0, MAX_LENGTH))}
          maxLength={MAX_LENGTH}
          rows={8}
          aria-describedby={counterId}
          placeholder="Write whatever is on your mind... (10-1000 characters)"
          className="textarea textarea-bordered w-full text-base leading-relaxed"
        />
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
