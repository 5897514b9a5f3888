import { Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatAudioTime } from '@amicus/contract/recordings/audio-time';

/** A time in the recording as a button that plays the audio from there (a segment's, a quotation's). */
export function PlayFromButton({
  ms,
  onPlayFrom,
  className,
}: {
  ms: number;
  onPlayFrom: (ms: number) => void;
  className?: string;
}) {
  const time = formatAudioTime(ms);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('h-8 px-2 font-mono tabular-nums', className)}
      onClick={() => onPlayFrom(ms)}
      aria-label={`Play from ${time}`}
    >
      <Play className="size-3.5" aria-hidden />
      {time}
    </Button>
  );
}
