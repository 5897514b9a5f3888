import { useSyncExternalStore, type ReactNode } from 'react';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
} from '@amicus/contract/common/constants';
import type { ToastVariant } from './toast';

/**
 * The toast queue of spec section 9: at most 5 at once (newest first), each auto-dismissed after its duration
 * (5000 ms unless given), removed from memory long after it closes (1,000,000 ms) so its exit can finish.
 */
export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Same words, same kind: a second copy would only push other news out of the five places. */
const sameAs = (input: ToastInput) => (t: ToastItem) =>
  t.open && t.title === input.title && t.description === input.description && t.variant === input.variant;

/**
 * Shows a toast. One already open with the same text and variant (say, a failed call and the session check
 * both saying 'Session expired. Please login again.') is replaced, so it shows once, with a fresh timer.
 */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const others = toasts.filter((t) => !sameAs(input)(t));
  emit([{ duration: TOAST_DEFAULT_DURATION_MS, ...input, id, open: true }, ...others].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Shorthands for the three variants the spec names. */
toast.success = (title: ReactNode, description?: ReactNode, duration?: number) =>
  toast({ title, description, variant: 'success', ...(duration ? { duration } : {}) });
toast.error = (title: ReactNode, description?: ReactNode, duration?: number) =>
  toast({ title, description, variant: 'destructive', ...(duration ? { duration } : {}) });
toast.info = (title: ReactNode, description?: ReactNode, duration?: number) =>
  toast({ title, description, variant: 'info', ...(duration ? { duration } : {}) });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
