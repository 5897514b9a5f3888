import { CircleAlert, FileAudio, Info } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { recordingMimeTypes } from '@amicus/contract/recordings/schemas';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSpeechEngine } from '../api/get-speech-engine';
import { useUploadRecording, type UploadRecordingInput } from '../api/upload-recording';
import { AudioRecorder } from './audio-recorder';
import { formatMegabytes, recordingLabels } from './recording-labels';

/** What the file picker offers: the types the server takes, and their usual extensions (for systems without MIME types). */
const ACCEPT = [
  ...recordingMimeTypes,
  'audio/x-wav',
  'audio/x-m4a',
  '.webm',
  '.ogg',
  '.opus',
  '.mp3',
  '.m4a',
  '.wav',
].join(',');

/**
 * Record or upload: the engine (or, plainly, that there is none: the recording is kept all the same), the
 * limits, the recorder and an audio file picker. A stored recording opens on its own page.
 */
export function NewRecordingCard() {
  const engine = useSpeechEngine();
  const upload = useUploadRecording();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const send = (input: UploadRecordingInput) => {
    setError(null);
    upload.mutate(input, {
      onSuccess: (recording) => {
        toast.success(`“${recording.title}” uploaded`);
        void navigate(`/recordings/${recording.id}`);
      },
      onError: (cause) => setError(errorMessage(cause, recordingLabels.uploadFailed)),
    });
  };

  const limits = engine.data
    ? `Up to ${Math.round(engine.data.maxDurationMs / 60_000)} minutes and ${formatMegabytes(engine.data.maxBytes)}: WebM, OGG, MP3, M4A or WAV.`
    : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>New recording</h2>
        </CardTitle>
        <CardDescription id={hintId}>
          Tell us about your problem in your own words, or upload a voice message or a call you kept. {limits}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {engine.isPending && <Skeleton className="h-12 rounded-lg" />}
        {engine.data && (
          <div
            data-testid="speech-engine"
            data-provider={engine.data.provider}
            className={
              engine.data.provider === 'none'
                ? 'flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2.5 text-sm'
                : 'flex items-start gap-2 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm text-muted-foreground'
            }
          >
            {engine.data.provider === 'none' ? (
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            ) : (
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            <p>
              {engine.data.provider === 'none'
                ? (engine.data.note ??
                  'No speech-to-text engine is available, so recordings cannot be transcribed yet: recordings are kept and can be transcribed later.')
                : (engine.data.note ??
                  `Transcribed by ${engine.data.provider}${engine.data.model ? ` (${engine.data.model})` : ''}.`)}
            </p>
          </div>
        )}

        <AudioRecorder
          maxDurationMs={engine.data?.maxDurationMs ?? 15 * 60_000}
          uploading={upload.isPending}
          onUpload={(audio) =>
            send({
              file: audio.blob,
              fileName: audio.fileName,
              title: `Recording of ${formatDateTime(new Date())}`,
            })
          }
        />

        <div className="flex flex-wrap items-center gap-3 border-t pt-4">
          <span className="text-sm text-muted-foreground">Or</span>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            data-testid="recording-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) send({ file, fileName: file.name });
            }}
          />
          <Button
            variant="outline"
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
            aria-describedby={hintId}
          >
            {upload.isPending ? <Spinner label="Uploading" /> : <FileAudio />}
            Upload an audio file
          </Button>
        </div>

        <FormAlert message={error ?? undefined} />
      </CardContent>
    </Card>
  );
}
