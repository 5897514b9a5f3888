import { FileText, X } from 'lucide-react';
import { chatAttachmentMessages } from '@amicus/contract/chats/attachments';
import { formatFileSize } from '@/lib/format';

/** The small × of a file's chip (a chosen file, an attached one), named for the file it removes. */
export function RemoveFileButton({
  label,
  disabled = false,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-secondary hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
    >
      <X className="size-3.5" aria-hidden />
    </button>
  );
}

/** The files chosen for the next message, each removable before it is sent. */
export function ChosenFileChips({
  files,
  disabled,
  onRemove,
}: {
  files: readonly File[];
  disabled: boolean;
  onRemove: (file: File) => void;
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Files to attach" className="flex flex-wrap gap-1.5 px-1 pb-1">
      {files.map((file) => (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}`}
          className="flex max-w-full items-center gap-1.5 rounded-full border bg-secondary/60 py-0.5 pl-2.5 pr-0.5 text-xs"
        >
          <FileText className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 truncate">{file.name}</span>
          <span className="shrink-0 text-muted-foreground">{formatFileSize(file.size)}</span>
          <RemoveFileButton
            label={chatAttachmentMessages.removeChosen(file.name)}
            disabled={disabled}
            onClick={() => onRemove(file)}
          />
        </li>
      ))}
    </ul>
  );
}
