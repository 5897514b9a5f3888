import { chatMessages } from '@amicus/contract/chats/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** 'Delete Chat': confirm, then removal. */
export function DeleteChatDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={chatMessages.deleteTitle}
      description={chatMessages.deleteBody}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
