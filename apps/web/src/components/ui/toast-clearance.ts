import { useEffect, type RefObject } from 'react';

/** How far above the bottom edge small screens' toasts start (toaster.tsx): a docked bar's height, or 0. */
export const TOAST_CLEARANCE = '--toast-clearance';

/**
 * On small screens toasts sit at the bottom of the screen. A bar docked there (the chat's message box, with
 * Send) keeps them above itself, at its current height, for as long as it is mounted.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(TOAST_CLEARANCE, `${bar.offsetHeight}px`);
    measure();
    // The bar grows with a long message, chosen files or an error above the box.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_CLEARANCE);
    };
  }, [ref]);
}
