import type { ReactNode } from 'react';
import { toast as sonner, type ExternalToast } from 'sonner';
import { TOAST_LIMIT } from '@amicus/contract/common/constants';

/** A toast is a success, an error or an info: there are no other variants. */
export type ToastVariant = 'success' | 'error' | 'info';

/** Same words, same kind: an open copy would only push other news out of the five places. */
function dismissCopies(variant: ToastVariant, title: ReactNode, description: ReactNode) {
  for (const open of sonner.getToasts()) {
    if ('type' in open && open.type === variant && open.title === title && open.description === description)
      sonner.dismiss(open.id);
  }
}

/** At most 5 toasts at once: the oldest open ones give way. */
function keepLimit() {
  const open = sonner.getToasts();
  for (const old of open.slice(0, Math.max(0, open.length - TOAST_LIMIT))) sonner.dismiss(old.id);
}

function show(variant: ToastVariant, title: ReactNode, description?: ReactNode, duration?: number) {
  // A repeat (say, a failed call and the session check both saying 'Session expired. Please login again.')
  // shows once, on top, with a fresh timer.
  dismissCopies(variant, title, description);
  const options: ExternalToast = { description, ...(duration ? { duration } : {}) };
  const id = sonner[variant](title, options);
  keepLimit();
  return { id, dismiss: () => sonner.dismiss(id) };
}

/**
 * Toasts, through sonner's queue: `toast.success | error | info(title, description?, duration?)`. Each lasts
 * 5000 ms unless given (the Toaster's default), newest first.
 */
export const toast = {
  success: (title: ReactNode, description?: ReactNode, duration?: number) =>
    show('success', title, description, duration),
  error: (title: ReactNode, description?: ReactNode, duration?: number) =>
    show('error', title, description, duration),
  info: (title: ReactNode, description?: ReactNode, duration?: number) =>
    show('info', title, description, duration),
};

/** Closes one toast, or every toast without an id. */
export function dismissToast(id?: string | number) {
  sonner.dismiss(id);
}
