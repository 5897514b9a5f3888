import { Download, FileText, ScanLine } from 'lucide-react';
import { useState } from 'react';
import type { TrialFile } from '@amicus/contract/trials/schemas';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadTrialFile } from '../api/download-trial-file';
import { formatFileSize } from '@/lib/format';
import { sideLabel } from './trial-labels';

/** The trial's files with their sides; each downloads through the API (the owner's token, never a public link). */
export function TrialFilesList({ files, label = 'Trial files' }: { files: TrialFile[]; label?: string }) {
  const [pending, setPending] = useState<number | null>(null);
  if (files.length === 0) return <p className="text-sm text-muted-foreground">No files</p>;

  const download = async (file: TrialFile) => {
    setPending(file.id);
    try {
      await downloadTrialFile(file.url, file.fileName);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download the file. Please try again.'));
    } finally {
      setPending(null);
    }
  };

  return (
    <ul className="grid gap-1.5" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            onClick={() => void download(file)}
            disabled={pending === file.id}
            className="group flex w-full cursor-pointer items-center gap-2.5 rounded-md border bg-card px-3 py-2 text-left text-sm transition-colors hover:bg-accent/50 disabled:opacity-60"
          >
            {file.hasText ? (
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            ) : (
              <ScanLine className="size-4 shrink-0 text-warning" aria-label="No readable text" />
            )}
            <span className="min-w-0 flex-1 truncate font-medium group-hover:underline">{file.fileName}</span>
            {/* A document given for more than one side is stored once and named with each. */}
            {file.sides.map((side) => (
              <Badge key={side} variant="outline" className="shrink-0 font-medium">
                {sideLabel[side]}
              </Badge>
            ))}
            <span className="hidden shrink-0 text-xs tabular-nums text-muted-foreground sm:inline">
              {formatFileSize(file.size)}
            </span>
            <Download className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="sr-only">Download</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
