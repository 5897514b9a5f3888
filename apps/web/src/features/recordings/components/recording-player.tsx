import { useEffect, useRef } from 'react';
import type { RecordingDetail } from '@amicus/contract/recordings/schemas';
import { FormAlert } from '@/components/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecordingAudio } from '../api/use-recording-audio';
import { recordingLabels } from './recording-labels';

/**
 * A browser's own WebM recording has no duration in its header, so the player shows 0:00 and cannot seek well
 * until it has read the whole file: seeking far past the end makes it do so, and then it goes back to the start.
 */
function revealDuration(audio: HTMLAudioElement) {
  if (Number.isFinite(audio.duration)) return;
  audio.addEventListener('durationchange', () => (audio.currentTime = 0), { once: true });
  audio.currentTime = 1e101;
}

/**
 * How often the position is told while the audio plays: `timeupdate` comes only every 250 ms or so, and a
 * spoken word can be shorter, so the transcript's mark of the word heard would skip it.
 */
const TICK_MS = 100;

/**
 * The audio player, from memory; `onTime` hears its position while it plays, `onPlaying` whether it plays.
 */
export function RecordingPlayer({
  recording,
  player,
  onTime,
  onPlaying,
}: {
  recording: RecordingDetail;
  player: React.RefObject<HTMLAudioElement | null>;
  onTime: (ms: number) => void;
  onPlaying: (playing: boolean) => void;
}) {
  const audio = useRecordingAudio(recording.audioUrl);
  const tell = useRef(onTime);
  useEffect(() => {
    tell.current = onTime;
  });
  const ticking = useRef<number | undefined>(undefined);
  const stopTicking = () => window.clearInterval(ticking.current);
  useEffect(() => () => window.clearInterval(ticking.current), []);
  if (audio.failed) return <FormAlert message={recordingLabels.audioFailed} />;
  if (!audio.url) return <Skeleton className="h-14 rounded-full" />;
  return (
    <audio
      ref={player}
      controls
      src={audio.url}
      preload="auto"
      className="w-full"
      aria-label={`Audio of ${recording.title}`}
      data-testid="recording-audio"
      onLoadedMetadata={(event) => revealDuration(event.currentTarget)}
      onTimeUpdate={(event) => onTime(Math.round(event.currentTarget.currentTime * 1000))}
      onPlay={(event) => {
        const element = event.currentTarget;
        stopTicking();
        ticking.current = window.setInterval(
          () => tell.current(Math.round(element.currentTime * 1000)),
          TICK_MS,
        );
        onPlaying(true);
      }}
      onPause={() => {
        stopTicking();
        onPlaying(false);
      }}
      onEnded={() => {
        stopTicking();
        onPlaying(false);
      }}
    />
  );
}
