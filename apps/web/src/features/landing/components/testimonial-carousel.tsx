import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Testimonial } from '../data/testimonials';
import { clampStart, isInView, nextStart, positionCount, previousStart } from './carousel-paging';
import { TestimonialCard } from './testimonial-card';

/**
 * Testimonials `perView` at a time, moved by previous/next buttons, dots or the arrow keys. It never moves on its
 * own, so nobody has to chase text that slides away. Slides out of view are hidden from assistive technology
 * and from the tab order, and dimmed once the reader has moved it (they are off screen until then).
 *
 * `slideClassName` sizes the slides by CSS to match `perView` at each width: the prerendered landing page
 * (decision 018) is rendered before any width is known, and must not show one wide slide, then three.
 */
export function TestimonialCarousel({
  items,
  perView,
  slideClassName,
}: {
  items: Testimonial[];
  perView: number;
  slideClassName?: string;
}) {
  const [requestedStart, setStart] = useState(0);
  // Until the reader moves the carousel, nothing out of view can be seen: dimming it then would only make the
  // slides that come into view when the width becomes known fade in.
  const [moved, setMoved] = useState(false);
  const moveTo = (position: number) => {
    setMoved(true);
    setStart(position);
  };
  const total = items.length;
  // Derived rather than stored, so a wider screen (fewer positions) never leaves the carousel past its end.
  const start = clampStart(requestedStart, total, perView);
  const positions = positionCount(total, perView);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') moveTo(nextStart(start, total, perView));
    else if (event.key === 'ArrowLeft') moveTo(previousStart(start, total, perView));
    else return;
    event.preventDefault();
  };

  const dotLabel = (position: number) =>
    perView === 1
      ? `Show review ${position + 1}`
      : `Show reviews ${position + 1} to ${Math.min(total, position + perView)}`;

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Testimonials" onKeyDown={onKeyDown}>
      <div className="-mx-3 overflow-hidden py-2">
        <div
          aria-live="polite"
          className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
          style={{ transform: `translateX(-${(start * 100) / perView}%)` }}
        >
          {items.map((testimonial, index) => {
            const inView = isInView(index, start, perView);
            return (
              <div
                key={testimonial.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${total}`}
                aria-hidden={!inView}
                inert={!inView}
                className={cn(
                  'shrink-0 px-3 motion-safe:transition-opacity motion-safe:duration-500',
                  moved && !inView && 'opacity-40',
                  slideClassName,
                )}
                style={slideClassName ? undefined : { flexBasis: `${100 / perView}%` }}
              >
                <TestimonialCard testimonial={testimonial} />
              </div>
            );
          })}
        </div>
      </div>

      {positions > 1 && (
        <div className="mt-8 flex items-center justify-center gap-3">
          <Button
            variant="outline"
            size="icon"
            className="rounded-full"
            aria-label="Previous reviews"
            onClick={() => moveTo(previousStart(start, total, perView))}
          >
            <ChevronLeft />
          </Button>
          <div role="group" aria-label="Choose reviews" className="flex items-center">
            {Array.from({ length: positions }, (_, position) => (
              <button
                key={position}
                type="button"
                aria-label={dotLabel(position)}
                aria-current={position === start ? 'true' : undefined}
                onClick={() => moveTo(position)}
                className="group flex size-7 cursor-pointer items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full transition-all motion-reduce:transition-none',
                    position === start ? 'w-6 bg-primary' : 'w-2 bg-primary/25 group-hover:bg-primary/50',
                  )}
                />
              </button>
            ))}
          </div>
          <Button
            variant="outline"
            size="icon"
            className="rounded-full"
            aria-label="Next reviews"
            onClick={() => moveTo(nextStart(start, total, perView))}
          >
            <ChevronRight />
          </Button>
        </div>
      )}
    </div>
  );
}
