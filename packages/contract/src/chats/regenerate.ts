import { z } from 'zod';
import { idSchema } from '../common/ids';
import { chatMessageSchema, sendMessageBodySchema } from './schemas';

/**
 * Regenerating the last reply (POST /chats/{id}/regenerate) and editing the user's last message
 * (PUT /chats/{id}/messages/{messageId}), which replaces it and regenerates the reply after it. Each is charged as
 * a new message. Both answer as sending does: an event stream when asked for one, else JSON once the reply is done.
 */
export const regeneratePath = (chatId: number) => `/chats/${chatId}/regenerate`;
export const editMessagePath = (chatId: number, messageId: number) =>
  `/chats/${chatId}/messages/${messageId}`;

export const editMessageParamsSchema = z.object({ id: idSchema, messageId: idSchema });
export const editMessageBodySchema = sendMessageBodySchema.pick({ message: true });
export type EditMessageBody = z.infer<typeof editMessageBodySchema>;

/** The JSON answer of POST /chats/{id}/regenerate: the new reply once complete, and the balance after it. */
export const regenerateResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ reply: chatMessageSchema, credits: z.number().int() }),
});

export const regenerateMessages = {
  regenerate: 'Regenerate',
  edit: 'Edit',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'The reply could not be copied',
  editLabel: 'Edit your message',
  saveEdit: 'Save and regenerate',
  cancelEdit: 'Cancel',
  /** A message that is not the chat's last one of the user's (a newer one was sent meanwhile). */
  onlyLastMessage: 'Only your last message can be edited.',
  messageNotFound: 'Message not found',
} as const;
