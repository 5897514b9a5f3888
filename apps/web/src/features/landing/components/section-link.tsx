import type { ComponentProps, MouseEvent } from 'react';
import { prefersReducedMotion } from '../hooks/use-media-query';

/**
 * Scrolls smoothly to a section (instantly for reduced motion) and moves keyboard focus there, so the next Tab
 * continues inside the section. The section's scroll margin keeps its top clear of the sticky header.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/**
 * An in-page anchor to a landing section. It stays a real `#id` link (copyable, works without script) but
 * scrolls itself rather than letting the router see a hash navigation.
 */
export function SectionLink({
  sectionId,
  onNavigate,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { sectionId: string; onNavigate?: () => void }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's own behaviour (new tab, new window).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    scrollToSection(sectionId);
  };
  return <a href={`#${sectionId}`} onClick={onClick} {...props} />;
}
