import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import {
  SIDEBAR_EXPANDED_WIDTH,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
} from '@amicus/contract/common/constants';
import { TOAST_CLEARANCE } from './toast-clearance';

/**
 * Where toasts sit, clear of the controls a user reaches for next. With the sidebar shown (large screens) the 56 px top bar is empty
 * between the sidebar and its controls on the right, and a toast sits in that stretch: Send, Generate Analysis
 * and Save Changes sit low on their pages. Smaller screens have no such stretch (menu, theme and account fill
 * the bar), and just below it are the page's own way back (a recording's "All recordings", a section's
 * breadcrumb) and its first controls, so toasts go to the bottom there, above a bar docked at the bottom (the
 * chat's message box, see toast-clearance.ts).
 */
const LARGE = '(min-width: 1024px)';
const subscribeLarge = (onChange: () => void) => {
  const query = window.matchMedia(LARGE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isLarge = () => window.matchMedia(LARGE).matches;
// Room above for the close button, which sits on the corner; the toast is slimmed to fit the bar below it.
const IN_BAR = 7;
const besideSidebar = { top: IN_BAR, left: SIDEBAR_EXPANDED_WIDTH + 16 };
const atBottom = { bottom: `calc(var(${TOAST_CLEARANCE}, 0px) + 12px)`, left: 8, right: 8 };

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
 * The notifications region: placed as said above; all open toasts shown, newest first; swipe right or the
 * close button dismisses; F8 focuses the region; hovering or focus inside it pauses the timers.
 */
export function Toaster() {
  usePauseWhileFocused();
  const large = useSyncExternalStore(subscribeLarge, isLarge, () => true);
  return (
    <Sonner
      position={large ? 'top-left' : 'bottom-center'}
      offset={large ? besideSidebar : atBottom}
      mobileOffset={atBottom}
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
          toast: 'font-sans! text-sm! py-3!',
          title: 'font-semibold!',
          description: 'text-inherit! opacity-90',
          error: 'bg-destructive! text-destructive-foreground! border-destructive!',
        },
      }}
    />
  );
}
