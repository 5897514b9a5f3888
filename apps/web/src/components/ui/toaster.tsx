import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD,
} from '@amicus/contract/common/constants';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToasts } from './use-toast';

const icons = { success: CircleCheck, destructive: CircleAlert, info: Info, default: Info } as const;

/** Renders the queue; swipe right to dismiss, F8 focuses the region, hover or focus pauses the timers. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider
      duration={TOAST_DEFAULT_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => {
        const Icon = icons[variant ?? 'default'];
        return (
          <Toast
            key={id}
            variant={variant}
            duration={duration}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
          >
            <div className="flex items-start gap-3">
              <Icon data-toast-icon className="mt-0.5 size-5 shrink-0" aria-hidden />
              <div className="grid gap-1">
                {title && <ToastTitle>{title}</ToastTitle>}
                {description && <ToastDescription>{description}</ToastDescription>}
              </div>
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport hotkey={[...TOAST_HOTKEY]} />
    </ToastProvider>
  );
}
