import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, FileSearch, FileText, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Category } from '@amicus/contract/catalogue/schemas';
import {
  REVIEW_ACCEPT,
  REVIEW_MAX_FILE_BYTES,
  reviewPlaceSchema,
  type ReviewPlace,
} from '@amicus/contract/documents/review';
import { FormAlert } from '@/components/form-alert';
import { PlaceFields, placeDefaults, type PlaceInput } from '@/components/place-fields';
import { PriceNote } from '@/components/price-note';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { fileHint } from './file-hint';
import { describeFile, reviewLabels as l } from './review-labels';

type UploadReviewFormProps = {
  initialPlace: { country: string; state: string };
  areas: Category[];
  areasFailed: boolean;
  pending: boolean;
  /** The server's refusal of the last upload, as it words it. */
  error: string | null;
  onSubmit: (file: File, place: ReviewPlace) => void;
  /** Another file was chosen: the last refusal no longer applies. */
  onFileChosen: () => void;
};

/**
 * The document (picked or dropped) and the place whose law it is read against. The browser only hints at a
 * wrong type or size; the server reads the bytes and decides, and its refusal is shown as it words it.
 */
export function UploadReviewForm({
  initialPlace,
  areas,
  areasFailed,
  pending,
  error,
  onSubmit,
  onFileChosen,
}: UploadReviewFormProps) {
  const form = useForm<PlaceInput, unknown, ReviewPlace>({
    resolver: zodResolver(reviewPlaceSchema),
    defaultValues: placeDefaults({ ...initialPlace, categoryId: null }, areas),
  });
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const formatsId = useId();
  const fileId = useId();

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setMissing(false);
    onFileChosen();
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  const hint = file ? fileHint(file) : null;

  return (
    <form
      noValidate
      aria-label={l.uploadHeading}
      className="grid gap-5"
      onSubmit={(event) =>
        void form.handleSubmit((place) => {
          if (!file) {
            setMissing(true);
            chooseButton.current?.focus();
            return;
          }
          onSubmit(file, place);
        })(event)
      }
    >
      <div
        data-testid="review-drop-zone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-primary bg-primary/5' : 'border-input',
          missing && 'border-destructive',
        )}
      >
        {file ? (
          <p className="flex max-w-full items-center gap-2 font-medium" id={fileId} data-testid="review-file">
            <FileText className="size-5 shrink-0 text-primary" aria-hidden />
            <span className="min-w-0 break-all">{file.name}</span>
            <span className="shrink-0 text-sm font-normal text-muted-foreground">
              {describeFile({ fileType: file.name.split('.').pop() ?? '', pages: null, bytes: file.size })}
            </span>
          </p>
        ) : (
          <FileSearch className="size-8 text-muted-foreground" aria-hidden />
        )}
        <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
          {!file && <span>{l.dropHere}</span>}
          <input
            ref={input}
            type="file"
            accept={REVIEW_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            data-testid="review-file-input"
            onChange={(event) => {
              take(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            ref={chooseButton}
            type="button"
            variant="outline"
            onClick={() => input.current?.click()}
            disabled={pending}
            aria-describedby={[formatsId, file ? fileId : null].filter(Boolean).join(' ')}
          >
            <Upload />
            {file ? l.chooseAnother : l.choose}
          </Button>
        </div>
        <p id={formatsId} className="text-xs text-muted-foreground">
          {l.formats(REVIEW_MAX_FILE_BYTES / (1024 * 1024))}
        </p>
        {hint && (
          <p className="flex items-start gap-1.5 text-left text-sm" data-testid="review-file-hint">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            {hint}
          </p>
        )}
        {missing && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {l.noFile}
          </p>
        )}
      </div>

      <PlaceFields form={form} areas={areas} areasFailed={areasFailed} />

      <FormAlert message={error ?? undefined} />

      <div className="flex flex-wrap items-center justify-end gap-3">
        <PriceNote kind="documentReview" id="review-price" />
        <Button type="submit" disabled={pending} aria-describedby="review-price">
          {pending ? <Spinner className="text-primary-foreground" /> : <FileSearch />}
          {pending ? l.uploading : l.submit}
        </Button>
      </div>
    </form>
  );
}
