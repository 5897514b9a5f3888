import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A landing section reachable by its anchor id. Focusable from script only (tabIndex -1) so the header links can
 * move keyboard focus to it; the scroll margin keeps its top clear of the sticky header.
 */
export function LandingSection({ className, ...props }: ComponentProps<'section'> & { id: string }) {
  return <section tabIndex={-1} className={cn('scroll-mt-16 outline-none', className)} {...props} />;
}
