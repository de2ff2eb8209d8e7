import { useSyncExternalStore } from 'react';

// Spec §9: one notification at a time; a dismissed one lingers (closed) for the removal
// delay so its exit can play, then leaves memory.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function dismiss(id?: number) {
  for (const item of items) {
    if ((id === undefined || item.id === id) && !removals.has(item.id)) {
      removals.set(
        item.id,
        setTimeout(() => {
          removals.delete(item.id);
          emit(items.filter((t) => t.id !== item.id));
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
  emit(items.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => items;

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts, toast, dismiss };
}
