import { FileText, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { chatAttachmentMessages, type ChatAttachment } from '@amicus/contract/chats/attachments';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format';
import { useChatAttachments } from '../api/get-chat-attachments';
import { useRemoveChatAttachment } from '../api/remove-chat-attachment';
import { RemoveFileButton } from './chosen-file-chips';

const describe = (file: ChatAttachment) =>
  [
    file.typeLabel,
    file.pages ? `${file.pages} page${file.pages === 1 ? '' : 's'}` : null,
    formatFileSize(file.size),
  ]
    .filter(Boolean)
    .join(' · ');

/** "Attached files": what every reply of this chat can read, each removable after a confirmation. */
export function AttachedFiles({ chatId }: { chatId: number }) {
  const { data: files } = useChatAttachments(chatId);
  const remove = useRemoveChatAttachment(chatId);
  const [removing, setRemoving] = useState<ChatAttachment | null>(null);
  if (!files || files.length === 0) return null;

  const confirm = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(chatAttachmentMessages.removed(removing.fileName));
      setRemoving(null);
    } catch (error) {
      toast.error(errorMessage(error, chatAttachmentMessages.removeFailed));
    }
  };

  return (
    <section aria-labelledby="attached-files-heading" className="border-b bg-muted/30 px-4 py-2 sm:px-6">
      <div className="mx-auto w-full max-w-3xl">
        <h2 id="attached-files-heading" className="flex items-center gap-1.5 text-xs font-medium">
          <Paperclip className="size-3.5" aria-hidden />
          {chatAttachmentMessages.attachedFiles} ({files.length})
          <span className="hidden font-normal text-muted-foreground sm:inline">
            — {chatAttachmentMessages.attachedFilesHint}
          </span>
        </h2>
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {files.map((file) => (
            <li
              key={file.id}
              className="flex max-w-full items-center gap-1.5 rounded-md border bg-card py-0.5 pl-2 pr-0.5 text-xs"
            >
              <FileText className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 truncate font-medium">{file.fileName}</span>
              <span className="hidden shrink-0 text-muted-foreground sm:inline">{describe(file)}</span>
              <RemoveFileButton
                label={chatAttachmentMessages.remove(file.fileName)}
                onClick={() => setRemoving(file)}
              />
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={chatAttachmentMessages.removeTitle}
        description={removing ? chatAttachmentMessages.removeBody(removing.fileName) : ''}
        confirmLabel={chatAttachmentMessages.removeConfirm}
        pending={remove.isPending}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
