/**
 * Brings an element into view: smoothly, or at once for users who asked their system for less motion
 * (prefers-reduced-motion). The recording's page keeps what it brings into view clear of the sticky top bar and
 * player (its scroll padding).
 */
export function scrollIntoView(element: Element, block: ScrollLogicalPosition): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block, inline: 'nearest', behavior: reduce ? 'instant' : 'smooth' });
}
