import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, type FormEvent, type RefObject } from 'react';
import { MOODS } from '../../../../supabase/functions/_shared/domain/moods.ts';
import { useEntryActions, type EntryActionsOptions } from '../use-entry-actions.ts';

interface EditFormProps {
  id: string;
  draft: ReturnType<typeof useEntryActions>['draft'];
  busy: boolean;
  onSave: (event: FormEvent) => void;
  onCancel: () => void;
}

function EditEntryForm({ id, draft, busy, onSave, onCancel }: EditFormProps) {
  return (
    <form className="grid gap-3" onSubmit={onSave} aria-label="Edit entry">
      <label className="grid gap-1" htmlFor={`${id}-text`}>
        <span className="text-sm font-medium">Your words</span>
        <textarea
          id={`${id}-text`}
          className="textarea textarea-bordered w-full"
          rows={5}
          minLength={10}
          maxLength={1000}
          required
          value={draft.text}
          onChange={(e) => draft.setText(e.target.value)}
        />
      </label>
      <div className="flex flex-wrap gap-3">
        <label className="grid gap-1" htmlFor={`${id}-mood`}>
          <span className="text-sm font-medium">Mood</span>
          <select
            id={`${id}-mood`}
            className="select select-bordered"
            value={draft.mood}
            onChange={(e) => draft.setMood(e.target.value)}
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
            value={draft.visibility}
            onChange={(e) => draft.setVisibility(e.target.value as 'public' | 'private')}
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
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface DeleteDialogProps {
  id: string;
  dialog: RefObject<HTMLDialogElement | null>;
  busy: boolean;
  onDelete: () => void;
}

function DeleteDialog({ id, dialog, busy, onDelete }: DeleteDialogProps) {
  return (
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
          <button type="button" className="btn btn-error" disabled={busy} onClick={onDelete}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Delete entry
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** Edit and Delete for one of the writer's own entries; delete asks first. */
export function EntryActions(options: EntryActionsOptions) {
  const { editing, setEditing, draft, busy, dialog, save, remove } = useEntryActions(options);
  const id = useId();

  return (
    <div className="grid gap-3">
      {editing ? (
        <EditEntryForm
          id={id}
          draft={draft}
          busy={busy}
          onSave={(e) => void save(e)}
          onCancel={() => setEditing(false)}
        />
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
      <DeleteDialog id={id} dialog={dialog} busy={busy} onDelete={() => void remove()} />
    </div>
  );
}
