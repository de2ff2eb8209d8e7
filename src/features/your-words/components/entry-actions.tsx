import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { MOODS } from '../../../../supabase/functions/_shared/domain/moods.ts';
import { serverMessage } from '../../../lib/api-client.ts';
import type { CreatedEntry, TimelineEntry } from '../../../lib/api-types.ts';
import { entryKeys, growthKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast-store.ts';
import { deleteEntry, editEntry } from '../api.ts';

interface Props {
  entry: TimelineEntry;
  /** The entry as the server answered the edit (new words, new reflection). */
  onEdited?: (entry: CreatedEntry) => void;
  onDeleted?: () => void;
}

/** Edit and Delete for one of the writer's own entries; delete asks first. */
export function EntryActions({ entry, onEdited, onDeleted }: Props) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(entry.journalText);
  const [mood, setMood] = useState(entry.moodTag);
  const [visibility, setVisibility] = useState(entry.visibility);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: entryKeys.all });
    void queryClient.invalidateQueries({ queryKey: growthKeys.all });
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const edited = await editEntry(entry.entryId, { journalText: text, moodTag: mood, visibility });
      setEditing(false);
      refresh();
      onEdited?.(edited);
      toast({
        title: 'Entry updated',
        description:
          edited.visibility === 'public' && edited.safety?.level !== 'none'
            ? 'We are keeping it out of the community feed until someone from our team has looked at it.'
            : 'Your reflection has been written again.',
      });
    } catch (err) {
      toast({ title: 'Could not save your changes', description: serverMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteEntry(entry.entryId);
      dialog.current?.close();
      refresh();
      onDeleted?.();
      toast({ title: 'Entry deleted' });
    } catch (err) {
      toast({ title: 'Could not delete the entry', description: serverMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      {editing ? (
        <form className="grid gap-3" onSubmit={(e) => void save(e)} aria-label="Edit entry">
          <label className="grid gap-1" htmlFor={`${id}-text`}>
            <span className="text-sm font-medium">Your words</span>
            <textarea
              id={`${id}-text`}
              className="textarea textarea-bordered w-full"
              rows={5}
              minLength={10}
              maxLength={1000}
              required
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <div className="flex flex-wrap gap-3">
            <label className="grid gap-1" htmlFor={`${id}-mood`}>
              <span className="text-sm font-medium">Mood</span>
              <select
                id={`${id}-mood`}
                className="select select-bordered"
                value={mood}
                onChange={(e) => setMood(e.target.value)}
              >
                {MOODS.map((m) => (
                  <option key={m.key} value={m.emoji}>
                    {m.emoji} {m.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1" htmlFor={`${id}-visibility`}>
              <span className="text-sm font-medium">Who can see it</span>
              <select
                id={`${id}-visibility`}
                className="select select-bordered"
                value={visibility}
                onChange={(e) => setVisibility(e.target.value as 'public' | 'private')}
              >
                <option value="private">Only me</option>
                <option value="public">Everyone, anonymously</option>
              </select>
            </label>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              Save changes
            </button>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </button>
          <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => dialog.current?.showModal()}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        </div>
      )}
      <dialog ref={dialog} className="modal" aria-labelledby={`${id}-delete-title`}>
        <div className="modal-box grid gap-3">
          <h2 id={`${id}-delete-title`} className="text-lg font-semibold">
            Delete this entry?
          </h2>
          <p>It will be gone for good, with its reflection and the reactions it received. This cannot be undone.</p>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => dialog.current?.close()}>
              Keep it
            </button>
            <button type="button" className="btn btn-error" disabled={busy} onClick={() => void remove()}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              Delete entry
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
