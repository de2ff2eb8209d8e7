import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../features/identity/api/get-user.ts';
import { toast } from '../../lib/toast-store.ts';
import { deleteAccount, getSettings, saveSettings, type AiReflections } from '../../features/your-words/api.ts';
import { DownloadJournal } from '../../features/your-words/components/download-journal.tsx';
import { serverMessage } from '../../lib/api-client.ts';

const settingsKey = ['settings'] as const;

/** Each choice in one sentence (issue 17 item 4). */
function choices(providerModel: string | null): { value: AiReflections; title: string; text: string }[] {
  return [
    {
      value: 'provider',
      title: providerModel ? `The AI provider (${providerModel})` : 'The AI provider',
      text: providerModel
        ? 'Your entry’s text, mood and prompt go to the provider, which writes the reflection; nothing that says who you are is sent.'
        : 'No AI provider is set up on this Hearth, so Hearth’s built-in guide answers instead.',
    },
    {
      value: 'builtin',
      title: 'Hearth’s built-in guide',
      text: 'A reflection is written here on Hearth’s own server; no text leaves Hearth.',
    },
    {
      value: 'off',
      title: 'No reflections',
      text: 'No reflection is written; Hearth still checks each entry for safety and shows crisis help when it is needed.',
    },
  ];
}

function AiChoice() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: getSettings });
  // The choice shows at once, in the same render as the click: a controlled radio that waited for the
  // mutation's state would be put back unchecked by React first (and a quick second look saw that).
  const [chosen, setChosen] = useState<string>();
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      toast({ title: 'Saved', description: 'Your next entries follow this choice.' });
    },
    onError: (err) => {
      setChosen(undefined);
      toast({ title: 'Could not save', description: serverMessage(err), variant: 'destructive' });
    },
  });
  if (settings.isPending) return <p>Loading your settings…</p>;
  if (settings.isError) return <p role="alert">Your settings could not be loaded. Please try again.</p>;
  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-help`}>
      <legend className="text-lg font-semibold">Who writes your reflections</legend>
      <p id={`${id}-help`} className="text-sm opacity-80">
        Hearth never sends your name, account or any other entry with it.
      </p>
      {choices(settings.data.providerModel).map((choice) => (
        <label key={choice.value} className="flex cursor-pointer items-start gap-3 rounded-box bg-base-200 p-3">
          <input
            type="radio"
            name={`${id}-ai`}
            className="radio radio-primary mt-1"
            value={choice.value}
            checked={(chosen ?? settings.data.aiReflections) === choice.value}
            disabled={save.isPending}
            onChange={() => {
              setChosen(choice.value);
              save.mutate(choice.value);
            }}
          />
          <span>
            <span className="font-medium">{choice.title}</span>
            <span className="block text-sm opacity-80">{choice.text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function LeaveForGood() {
  const id = useId();
  const { data: user } = useCurrentUser();
  const registered = Boolean(user);
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await deleteAccount(registered ? password : undefined);
    } catch (err) {
      toast({ title: 'Your account was not deleted', description: serverMessage(err), variant: 'destructive' });
      setBusy(false);
    }
  };
  return (
    <form className="grid gap-3" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Delete my account
      </h2>
      <p>
        This removes everything that is yours: your entries and reflections, the reactions you gave, the messages you
        received, your settings and your account. Messages you sent stay with the people you sent them to, without your
        name. It cannot be undone, so download your journal first if you want to keep it.
      </p>
      {registered && (
        <label className="grid gap-1" htmlFor={`${id}-password`}>
          <span className="text-sm font-medium">Your current password</span>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            className="input input-bordered"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
      )}
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="checkbox checkbox-error mt-0.5"
          required
          checked={sure}
          onChange={(e) => setSure(e.target.checked)}
        />
        <span>I understand that everything will be deleted for good.</span>
      </label>
      <div>
        <button type="submit" className="btn btn-error" disabled={busy || !sure}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Delete my account
        </button>
      </div>
    </form>
  );
}

export default function SettingsPage() {
  return (
    <div className="mx-auto grid max-w-2xl gap-8">
      <title>Your words and settings · Hearth</title>
      <header>
        <h1 className="text-3xl font-semibold">Your words and settings</h1>
        <p className="mt-1 opacity-80">
          What you write is yours. Decide what the AI sees, take your journal with you, or leave for good. See the{' '}
          <Link to="/privacy-policy" className="link">
            privacy policy
          </Link>{' '}
          for what Hearth keeps.
        </p>
      </header>
      <section className="card bg-base-100 border border-base-300">
        <div className="card-body">
          <AiChoice />
        </div>
      </section>
      <section className="card bg-base-100 border border-base-300" aria-labelledby="download-heading">
        <div className="card-body gap-3">
          <h2 id="download-heading" className="text-lg font-semibold">
            Download my journal
          </h2>
          <p>Every entry with its reflection, the messages you received and the reactions you gave, as a file.</p>
          <DownloadJournal />
        </div>
      </section>
      <section className="card border border-error/40 bg-base-100">
        <div className="card-body">
          <LeaveForGood />
        </div>
      </section>
    </div>
  );
}
