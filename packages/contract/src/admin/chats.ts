import { z } from 'zod';
import { idSchema } from '../common/ids';
import { ADMIN_CHAT_DEFAULT_PAGE_SIZE, ADMIN_CHAT_PAGE_SIZES } from '../common/constants';
import { pageSchema, paginationSchema } from '../common/pagination';
import { chatMessageSchema } from '../chats/schemas';
import { roleSchema } from '../users/schemas';

/** The admin chat screen pages on the server with 5, 10, 20 or 50 rows. */
export const chatUsersQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_CHAT_PAGE_SIZES as readonly number[]).includes(n), {
      error: `limit must be one of ${ADMIN_CHAT_PAGE_SIZES.join(', ')}`,
    })
    .default(ADMIN_CHAT_DEFAULT_PAGE_SIZE),
});
export type ChatUsersQuery = z.input<typeof chatUsersQuerySchema>;

export const chatUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  role: roleSchema,
  isActive: z.boolean(),
  chatCount: z.number().int(),
  lastChatAt: z.string().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatUsersResultSchema = z.object({
  success: z.literal(true),
  data: z.array(chatUserSchema),
  pagination: paginationSchema,
});
export type ChatUsersResult = z.infer<typeof chatUsersResultSchema>;

export const adminChatSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  categoryName: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminChat = z.infer<typeof adminChatSchema>;

const chatOwnerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const userChatsResultSchema = z.object({
  success: z.literal(true),
  user: chatOwnerSchema,
  data: z.array(adminChatSchema),
});
export type UserChatsResult = z.infer<typeof userChatsResultSchema>;

export const chatMessagesAdminResultSchema = z.object({
  success: z.literal(true),
  chat: adminChatSchema.extend({ user: chatOwnerSchema }),
  data: z.array(chatMessageSchema),
});
export type ChatMessagesAdminResult = z.infer<typeof chatMessagesAdminResultSchema>;

export const userIdParamsSchema = z.object({
  userId: idSchema,
});
export const chatIdParamsSchema = z.object({
  chatId: idSchema,
});
