import { Download, FileText, FileType } from 'lucide-react';
import { chatExportMessages as m, type ChatExportFormat } from '@amicus/contract/chats/export';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadChatExport } from '../api/export-chat';

/** "Export": the conversation, with each reply's sources, as a Markdown file or a PDF. */
export function ExportMenu({ chatId }: { chatId: number }) {
  const download = (format: ChatExportFormat) =>
    void downloadChatExport(chatId, format).catch((error: unknown) =>
      toast.error(errorMessage(error, m.exportFailed)),
    );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="h-8">
          <Download aria-hidden /> {m.exportLabel}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent label="Export the chat" align="end" className="w-44">
        <DropdownMenuItem onSelect={() => download('md')}>
          <FileText /> {m.markdown}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => download('pdf')}>
          <FileType /> {m.pdf}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
