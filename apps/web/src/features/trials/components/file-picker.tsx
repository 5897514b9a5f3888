import { FileText, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { TRIAL_MAX_FILE_BYTES, TRIAL_MAX_FILES_PER_SIDE } from '@amicus/contract/common/constants';
import { trialMessages } from '@amicus/contract/trials/messages';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/format';

/** What the server reads (it checks the bytes; this only guides the browser's file dialog). */
const ACCEPT = [
  '.pdf',
  '.docx',
  '.txt',
  '.md',
  '.markdown',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'text/markdown',
].join(',');

const LIMIT_MB = TRIAL_MAX_FILE_BYTES / (1024 * 1024);
export const FILE_RULES = `PDF, DOCX, TXT or Markdown · up to ${TRIAL_MAX_FILES_PER_SIDE} files, ${LIMIT_MB} MB each`;

/**
 * A multi-file input with a drop zone and the list of chosen files (each removable). The server's limits are
 * checked here too, with the server's own messages, so a user learns at once rather than after uploading.
 */
export function FilePicker({
  label,
  hint,
  files,
  onChange,
  side,
  disabled = false,
}: {
  label: string;
  hint: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** Names the side in the "too many files" message. */
  side: string;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const add = (chosen: File[]) => {
    const next = [...files];
    for (const file of chosen) {
      if (file.size > TRIAL_MAX_FILE_BYTES) {
        toast.error(trialMessages.fileTooLarge(file.name, LIMIT_MB));
        continue;
      }
      if (next.length >= TRIAL_MAX_FILES_PER_SIDE) {
        toast.error(trialMessages.tooManyFiles(side, file.name));
        break;
      }
      if (!next.some((f) => f.name === file.name && f.size === file.size)) next.push(file);
    }
    onChange(next);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        {label}
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint ${id}-rules`}
        className="peer sr-only"
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          // Clears the input so choosing the same file again after removing it works.
          event.target.value = '';
        }}
      />
      <div
        aria-hidden
        onClick={() => !disabled && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border-2 border-dashed border-input bg-muted/30 px-4 py-6 text-center transition-colors hover:border-primary/50 hover:bg-accent/40 peer-focus-visible:border-ring peer-focus-visible:ring-2 peer-focus-visible:ring-ring/30',
          dragging && 'border-primary bg-accent/60',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <UploadCloud className="size-6 text-primary/80" />
        <p className="text-sm">
          <span className="font-medium text-primary">Choose files</span>{' '}
          <span className="text-muted-foreground">or drag them here</span>
        </p>
        <p id={`${id}-rules`} className="text-xs text-muted-foreground">
          {FILE_RULES}
        </p>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {files.length > 0 && (
        <ul className="grid gap-1.5" aria-label={`${label}: chosen files`}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${index}`}
              className="flex items-center gap-2.5 rounded-md border bg-card px-3 py-2 text-sm"
            >
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1 truncate" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
                {formatFileSize(file.size)}
              </span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                aria-label={`Remove ${file.name}`}
                className="flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-foreground disabled:pointer-events-none"
              >
                <X className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
