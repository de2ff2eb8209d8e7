import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-client.ts';
import type { CreatedEntry, TimelineEntry } from '../../lib/api-types.ts';
import { entryKeys, growthKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { deleteEntry, editEntry } from './api.ts';

export interface EntryActionsOptions {
  entry: TimelineEntry;
  /** The entry as the server answered the edit (new words, new reflection). */
  onEdited?: (entry: CreatedEntry) => void;
  onDeleted?: () => void;
}

/** The edit being written, and the save and delete that refresh the writer's entries and growth. */
export function useEntryActions({ entry, onEdited, onDeleted }: EntryActionsOptions) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(entry.journalText);
  const [mood, setMood] = useState(entry.moodTag);
  const [visibility, setVisibility] = useState(entry.visibility);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: entryKeys.all });
    void queryClient.invalidateQueries({ queryKey: growthKeys.all });
  };

  const save = async (event: FormEvent) => {
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

  return {
    editing,
    setEditing,
    draft: { text, setText, mood, setMood, visibility, setVisibility },
    busy,
    dialog,
    save,
    remove,
  };
}
