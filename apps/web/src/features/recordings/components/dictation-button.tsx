import { useQueryClient } from '@tanstack/react-query';
import { Mic, Square } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import type { DictationButtonProps } from '@/lib/dictation';
import { formatDateTime } from '@/lib/format';
import { followJob } from '@/lib/jobs/follow-job';
import { getRecording } from '../api/get-recording';
import { useSpeechEngine } from '../api/get-speech-engine';
import { recordingKeys } from '../api/query-keys';
import { transcribeRecording } from '../api/transcribe-recording';
import { uploadRecording } from '../api/upload-recording';
import { formatAudioTime } from '@amicus/contract/recordings/audio-time';
import { recordingLabels } from './recording-labels';
import { useAudioRecorder, type RecordedAudio } from './use-audio-recorder';

/**
 * The chat box's microphone: records, uploads the audio as a recording (kept in Recordings), transcribes it
 * with the server's engine and hands back the text. Absent when the server has no engine.
 */
export function DictationButton({ disabled, onText }: DictationButtonProps) {
  const engine = useSpeechEngine();
  if (!engine.data || engine.data.provider === 'none') return null;
  return <Dictation disabled={disabled} onText={onText} maxDurationMs={engine.data.maxDurationMs} />;
}

function Dictation({ disabled, onText, maxDurationMs }: DictationButtonProps & { maxDurationMs: number }) {
  const queryClient = useQueryClient();
  const [transcribing, setTranscribing] = useState(false);
  const leaving = useRef(new AbortController());
  const hand = useRef(onText);
  useEffect(() => {
    hand.current = onText;
  }, [onText]);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const dictate = useCallback(
    async (audio: RecordedAudio) => {
      setTranscribing(true);
      const signal = leaving.current.signal;
      try {
        const recording = await uploadRecording({
          file: audio.blob,
          fileName: audio.fileName,
          title: `Dictation ${formatDateTime(new Date())}`,
        });
        const jobId = await transcribeRecording(recording.id);
        const job = await followJob(jobId, { signal, onJob: () => {} });
        if (job.status !== 'succeeded') throw new Error(job.error ?? recordingLabels.transcriptionFailed);
        const done = await getRecording(recording.id);
        const text = done.segments
          .map((segment) => segment.text.trim())
          .filter(Boolean)
          .join(' ');
        if (text) hand.current(text);
        else toast.info('No words were heard. Try again, a little closer to the microphone.');
      } catch (error) {
        if (!signal.aborted)
          toast.error(
            error instanceof Error && !('status' in error)
              ? error.message
              : errorMessage(error, recordingLabels.transcriptionFailed),
          );
      } finally {
        void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
        if (!signal.aborted) setTranscribing(false);
      }
    },
    [queryClient],
  );

  const recorder = useAudioRecorder(maxDurationMs, (audio) => void dictate(audio));
  const live = recorder.status === 'recording' || recorder.status === 'paused';

  useEffect(() => {
    if (recorder.error) toast.error(recorder.error);
  }, [recorder.error]);

  if (transcribing)
    return (
      <Button
        type="button"
        variant="outline"
        disabled
        className="h-10 shrink-0 rounded-xl"
        aria-label="Transcribing your dictation"
      >
        <Spinner label="Transcribing your dictation" />
      </Button>
    );
  if (live)
    return (
      <Button
        type="button"
        variant="destructive"
        onClick={recorder.stop}
        className="h-10 shrink-0 rounded-xl font-mono tabular-nums"
        aria-label={`Stop dictating (${formatAudioTime(recorder.elapsedMs)})`}
      >
        <Square className="fill-current" />
        {formatAudioTime(recorder.elapsedMs)}
      </Button>
    );
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      onClick={() => void recorder.start()}
      disabled={disabled || recorder.status === 'starting'}
      className="size-10 shrink-0 rounded-xl"
      aria-label="Dictate a message"
      title="Dictate a message: speak, then stop; the text goes into the box"
    >
      <Mic />
    </Button>
  );
}
