import type { RefObject } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** Where Square's card iframe attaches, with a spinner until it is there. */
export function SquareCardElement({
  containerRef,
  state,
}: {
  containerRef: RefObject<HTMLDivElement | null>;
  state: 'loading' | 'ready' | 'failed';
}) {
  return (
    <div className="relative min-h-[92px]">
      <div ref={containerRef} data-testid="square-card" />
      {state === 'loading' && (
        <div className="absolute inset-0 flex items-center justify-center rounded-md border border-dashed">
          <Spinner label="Loading the card form" />
        </div>
      )}
    </div>
  );
}
