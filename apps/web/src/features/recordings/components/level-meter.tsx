import { cn } from '@/lib/cn';

const BARS = 12;

/**
 * The microphone's input level as a row of bars, so the user sees that they are heard. It is for the eyes
 * only: the elapsed time beside it is what a screen reader hears.
 */
export function LevelMeter({ level, active }: { level: number; active: boolean }) {
  const lit = active ? Math.round(level * BARS) : 0;
  return (
    <div className="flex h-8 items-end gap-1" aria-hidden data-testid="level-meter" data-level={lit}>
      {Array.from({ length: BARS }, (_, i) => (
        <span
          key={i}
          className={cn(
            'w-1.5 rounded-full transition-[height,background-color] duration-75 motion-reduce:transition-none',
            i < lit ? 'bg-primary' : 'bg-muted-foreground/25',
          )}
          style={{ height: `${30 + (i / (BARS - 1)) * 70}%` }}
        />
      ))}
    </div>
  );
}
