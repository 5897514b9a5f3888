import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DEFAULT_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT } from '@amicus/contract/common/constants';

const WIDE = '(min-width: 640px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia(WIDE).matches;

// The app's own colours, light or dark as the page is, in place of sonner's palette.
const colours = {
  '--normal-bg': 'var(--background)',
  '--normal-text': 'var(--foreground)',
  '--normal-border': 'var(--border)',
} as CSSProperties;

const regionOf = (node: EventTarget | null) =>
  node instanceof Element ? node.closest('[data-sonner-toaster]') : null;

/**
 * Sonner pauses its timers while the pointer is over the toasts but not while one holds the keyboard focus,
 * and the spec wants both ("pause while hovered or focused"): focus entering the region is told to sonner as
 * the pointer entering it, focus leaving it as the pointer leaving.
 */
function usePauseWhileFocused() {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const region = regionOf(event.target);
      if (region && regionOf(event.relatedTarget) !== region)
        region.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    };
    const onFocusOut = (event: FocusEvent) => {
      const region = regionOf(event.target);
      if (region && regionOf(event.relatedTarget) !== region)
        region.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
}

/**
 * The notifications region (spec section 9): bottom right on a wide screen, at the top on a phone; all open
 * toasts shown, newest first; swipe right or the close button dismisses; F8 focuses the region; hovering
 * or focus inside it pauses the timers.
 */
export function Toaster() {
  usePauseWhileFocused();
  const wide = useSyncExternalStore(subscribeWide, isWide, () => true);
  return (
    <Sonner
      position={wide ? 'bottom-right' : 'top-center'}
      expand
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DEFAULT_DURATION_MS}
      hotkey={[...TOAST_HOTKEY]}
      customAriaLabel={`Notifications (${TOAST_HOTKEY.join('+')})`}
      swipeDirections={['right']}
      closeButton
      style={colours}
      icons={{
        success: <CircleCheck className="size-4 text-success" aria-hidden />,
        error: <CircleAlert className="size-4" aria-hidden />,
        info: <Info className="size-4 text-primary" aria-hidden />,
      }}
      toastOptions={{
        closeButtonAriaLabel: 'Close',
        classNames: {
          toast: 'font-sans! text-sm!',
          title: 'font-semibold!',
          description: 'text-inherit! opacity-90',
          error: 'bg-destructive! text-destructive-foreground! border-destructive!',
        },
      }}
    />
  );
}
