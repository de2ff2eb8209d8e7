import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROMPT_SLOT } from '../../content/first-screens.ts';
import { useCreateEntry, type NewEntry } from '../../features/entries/api/create-entry.ts';
import { WriteForm } from '../../features/entries/components/write-form.tsx';
import { selectedPrompt } from '../../features/entries/draft.ts';
import { isOffline, keepEntry, newClientKey, useKeptEntries } from '../../features/entries/outbox.ts';
import { usePrompt } from '../../features/prompts/api/get-prompt.ts';

const FALLBACK_PROMPT = 'What is on your mind right now?';

export default function WritePage() {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(selectedPrompt.read);
  const promptQuery = usePrompt();
  const createEntry = useCreateEntry();
  const prompt = chosen ?? promptQuery.data?.prompt ?? (promptQuery.isError ? FALLBACK_PROMPT : null);
  const kept = useKeptEntries();

  // Without a connection the entry is kept on this device and sent when it returns (outbox.ts),
  // under the key chosen here, so a send that did reach the server is never written twice.
  async function send(entry: NewEntry) {
    const clientKey = newClientKey();
    if (!navigator.onLine) {
      keepEntry(entry, clientKey);
      return null;
    }
    try {
      return await createEntry.mutateAsync({ ...entry, clientKey });
    } catch (error) {
      if (!isOffline(error)) throw error;
      keepEntry(entry, clientKey);
      return null;
    }
  }

  function generate() {
    selectedPrompt.clear();
    setChosen(null);
    void promptQuery.refetch();
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <title>Write · Hearth</title>
      <h1 className="text-3xl font-bold">Write</h1>
      <section aria-labelledby="prompt-heading" className="card border border-base-300 bg-base-200">
        <div className="card-body gap-3 p-4 sm:p-6">
          <h2 id="prompt-heading" className="text-sm font-semibold uppercase tracking-wide text-base-content/80">
            Today’s prompt
          </h2>
          <p aria-live="polite" data-slot={PROMPT_SLOT} className="text-xl font-medium leading-snug">
            {prompt ?? (
              <>
                <span className="loading loading-dots loading-md" aria-hidden="true" />
                <span className="sr-only">Loading a prompt</span>
              </>
            )}
          </p>
          <button
            type="button"
            className="btn btn-ghost btn-sm self-start"
            onClick={generate}
            disabled={promptQuery.isFetching}
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${promptQuery.isFetching ? 'animate-spin' : ''}`} />
            Generate new prompt
          </button>
        </div>
      </section>
      {kept.length > 0 && (
        <p role="status" className="rounded-field border border-base-300 bg-base-200 px-4 py-3">
          {kept.length === 1
            ? "Your entry is saved on this device and will be sent when you're back online."
            : `${kept.length} entries are saved on this device and will be sent when you're back online.`}
        </p>
      )}
      <WriteForm
        prompt={prompt ?? FALLBACK_PROMPT}
        submit={send}
        onSubmitted={() => {
          selectedPrompt.clear();
          void navigate('/reflect');
        }}
      />
    </div>
  );
}
