import { Download, FileText, FileType } from 'lucide-react';
import type { TranscriptExportFormat } from '@amicus/contract/recordings/schemas';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadTranscript } from '../api/download-transcript';
import { recordingLabels } from './recording-labels';

/** The transcript's downloads, in a menu: plain text with the times, or a Word document. */
export function TranscriptDownloads({ recordingId, title }: { recordingId: number; title: string }) {
  const download = (format: TranscriptExportFormat) =>
    downloadTranscript(recordingId, format, title).catch((error: unknown) =>
      toast.error(errorMessage(error, recordingLabels.downloadFailed)),
    );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label="Download the transcript">
          <Download />
          Download
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent label="Download the transcript" align="end" className="w-52">
        <DropdownMenuItem onSelect={() => void download('txt')}>
          <FileText /> Text with times (.txt)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void download('docx')}>
          <FileType /> Word document (.docx)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
