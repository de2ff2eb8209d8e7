import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import type { CreatedEntry } from '../../lib/api-types.ts';
import { toast } from '../../lib/toast-store.ts';
import type { NewEntry } from './api/create-entry.ts';
import { clearDraft, clearStartedText, loadDraft, readStartedText, saveDraft } from './draft.ts';

export const MIN_LENGTH = 10;
export const MAX_LENGTH = 1000;

export type WriteFormOptions = {
  prompt: string;
  /** Sends the entry; null when it was kept on this device to be sent once back online. */
  submit: (entry: NewEntry) => Promise<CreatedEntry | null>;
  onSubmitted: (entry: CreatedEntry) => void;
};

type Problem = { mood?: string; text?: string };

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

/** What is wrong with the entry as it stands, with the spec's toast (§8) for it; null when it can be sent. */
function findProblem(mood: string | null, text: string) {
  if (!mood || !text.trim())
    return {
      problem: {
        mood: mood ? undefined : 'Choose the mood closest to how you feel.',
        text: text.trim() ? undefined : `Write a few words first: at least ${MIN_LENGTH} characters.`,
      },
      toast: { title: 'Missing information', description: 'Please select a mood and write your reflection.' },
    };
  if (text.trim().length < MIN_LENGTH) {
    const have = text.trim().length;
    return {
      problem: { text: `${have} of ${MIN_LENGTH} characters so far: a few more words, please.` },
      toast: { title: 'Entry too short', description: 'Please write at least 10 characters.' },
    };
  }
  return null;
}

/** The write form's state, its draft kept on this device, and its submit with the spec's validation (§5). */
export function useWriteForm({ prompt, submit, onSubmitted }: WriteFormOptions) {
  const [initial] = useState(initialState);
  const [text, setText] = useState(initial.text);
  const [mood, setMood] = useState<string | null>(initial.mood);
  const [isPublic, setIsPublic] = useState(initial.isPublic);
  const [restored, setRestored] = useState(initial.restored);
  const [pending, setPending] = useState(false);
  /** What the last submit found wrong, shown beside the field as well as in the spec's toast. */
  const [problem, setProblem] = useState<Problem>({});
  /** How many characters of the last paste or drop did not fit, so the writer is told, not surprised. */
  const [cut, setCut] = useState(0);

  function changeText(event: ChangeEvent<HTMLTextAreaElement>) {
    const value = event.target.value;
    setCut(Math.max(0, value.length - MAX_LENGTH));
    setText(value.slice(0, MAX_LENGTH));
    if (problem.text) setProblem(({ mood }) => ({ mood }));
  }

  function chooseMood(next: string) {
    setMood(next);
    setProblem(({ text }) => ({ text }));
  }

  function startOver() {
    setText('');
    setMood(null);
    setRestored(false);
  }

  useEffect(() => {
    saveDraft({ text, mood, isPublic });
    clearStartedText();
  }, [text, mood, isPublic]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = findProblem(mood, text);
    if (found) {
      setProblem(found.problem);
      toast(found.toast);
      return;
    }
    setProblem({});
    setPending(true);
    try {
      const entry = await submit({
        // findProblem has made sure there is a mood.
        moodTag: mood!,
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

  return {
    text,
    mood,
    isPublic,
    setIsPublic,
    restored,
    pending,
    problem,
    cut,
    changeText,
    chooseMood,
    startOver,
    onSubmit,
  };
}
