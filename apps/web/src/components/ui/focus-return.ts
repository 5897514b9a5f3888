import { useRef } from 'react';

/**
 * Radix returns focus to a dialog's Trigger, but most of our dialogs open from state (a row's menu item, a
 * table button), have no Trigger, and so dropped focus on <body> when they closed. The last element focused
 * outside a menu is remembered here, so a dialog knows its opener: a menu item is gone once its menu closes,
 * and the menu's own trigger is then the control to come back to.
 */
let lastFocused: HTMLElement | null = null;

const outsideMenus = (node: EventTarget | null): node is HTMLElement =>
  node instanceof HTMLElement && node !== document.body && !node.closest('[role="menu"]');

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (outsideMenus(event.target)) lastFocused = event.target;
    },
    true,
  );
  // A menu's trigger takes no focus when pressed with a pointer (Radix prevents it): the press counts too.
  document.addEventListener(
    'pointerdown',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
      if (outsideMenus(control)) lastFocused = control;
    },
    true,
  );
}

type AutoFocusHandler = (event: Event) => void;

/**
 * Handlers for a Radix dialog's content: on open it notes the control that opened it, on close it focuses that
 * control again, or the main area when the control is gone (a deleted row), never <body>. A caller's own
 * handler runs first and may prevent this.
 */
export function useFocusReturn(own: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = outsideMenus(active) ? active : lastFocused;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      own.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : document.getElementById('main');
      target?.focus();
    },
  };
}
