import { z } from 'zod';
import { referenceIdSchema } from '../common/ids';
import { pageSchema, pageSizeSchema, paginatedSchema, paginationSchema } from '../common/pagination';
import { citationCheckSchema, citedSourceSchema } from '../library/schemas';
import { CHAT_MAX_ATTACHMENTS, fileQuoteCheckSchema, messageFileSchema } from './attachments';

export const questionnaireRoles = ['plaintiff', 'defendant', 'other'] as const;
export const questionnaireRoleSchema = z.enum(questionnaireRoles);
export type QuestionnaireRole = z.infer<typeof questionnaireRoleSchema>;

/**
 * Bounds on the text a user sends to a model (decision 006): a chat's opening (topics and questionnaire) and
 * each message. The spec shows no limits; these leave room for any real case and stop a request from being a
 * model bill of its own.
 */
export const QUESTIONNAIRE_LOCATION_MAX_LENGTH = 100;
export const QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH = 10_000;
export const TOPIC_MAX_LENGTH = 2_000;
/** The web sends one topic (a suggested question or the typed one); a few are accepted. */
export const TOPICS_MAX = 3;
export const MESSAGE_MAX_LENGTH = 20_000;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${message.replace(/ is required$/, '')} must be at most ${max} characters` });

/** Country, state, role and description are all required. */
export const legalQuestionnaireSchema = z.object({
  country: required('Country is required', QUESTIONNAIRE_LOCATION_MAX_LENGTH),
  state: required('State is required', QUESTIONNAIRE_LOCATION_MAX_LENGTH),
  role: questionnaireRoleSchema.default('plaintiff'),
  description: required('Description is required', QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH),
});
export type LegalQuestionnaire = z.infer<typeof legalQuestionnaireSchema>;

const notAQuestionId = "questionId must be 'custom' or a question's id";

/** A suggested question by id, or `custom` with the topic the user typed. */
export const questionResponseSchema = z.object({
  questionId: z.union([z.literal('custom'), referenceIdSchema(notAQuestionId)], { error: notAQuestionId }),
  question: required('Question is required', TOPIC_MAX_LENGTH),
});
export type QuestionResponse = z.infer<typeof questionResponseSchema>;

/**
 * A question response as answered: answers are encoded through their schema, and the request's id parsing
 * (text to number) has no way back, so the stored, already-valid shape is described plainly.
 */
const storedQuestionResponseSchema = z.object({
  questionId: z.union([z.literal('custom'), z.number().int()]),
  question: z.string(),
});

export const createChatBodySchema = z.object({
  categoryId: referenceIdSchema('Please select a category'),
  questionResponses: z
    .array(questionResponseSchema)
    .min(1, { error: 'Choose a topic or enter your own' })
    .max(TOPICS_MAX, { error: `questionResponses must have at most ${TOPICS_MAX} topics` }),
  legalQuestionnaire: legalQuestionnaireSchema,
});
export type CreateChatBody = z.infer<typeof createChatBodySchema>;

/** A new chat's title is its topic, cut at a word boundary to this many characters. */
export const CHAT_TITLE_MAX_LENGTH = 80;

export const chatSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  title: z.string(),
  status: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

/** One chat with what it was created from, for GET /chats/{id}. */
export const chatDetailSchema = chatSchema.extend({
  questionResponses: z.array(storedQuestionResponseSchema),
  legalQuestionnaire: legalQuestionnaireSchema,
});
export type ChatDetail = z.infer<typeof chatDetailSchema>;

export const messageSenders = ['user', 'system'] as const;
/** A system reply is `streaming` while generated, then `complete`, `stopped` (Stop) or `failed` (provider). */
export const messageStatuses = ['complete', 'streaming', 'stopped', 'failed'] as const;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  message: z.string(),
  sender: z.enum(messageSenders),
  status: z.enum(messageStatuses),
  /** Why a reply ended early; the text that arrived is kept in `message`. */
  error: z.string().nullable(),
  createdAt: z.string(),
  /** A reply's library passages, numbered as its `[n]` cite them; null for user messages and older replies. */
  sources: z.array(citedSourceSchema).nullable(),
  /** What the citation check found in the finished reply; null until it ran. */
  citationCheck: citationCheckSchema.nullable(),
  /** What the check of the reply’s quotations of the chat’s attached files found; null or absent when it quoted none. */
  fileQuoteCheck: fileQuoteCheckSchema.nullable().optional(),
  /** The chat's files a user's message was sent with; null or absent when none. */
  files: z.array(messageFileSchema).nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatListResultSchema = z.object({
  success: z.literal(true),
  data: z.array(chatSchema),
  pagination: paginationSchema,
});

/** GET /chats/history: every chat of the user, newest first, optionally filtered by title and message text. */
/** The sidebar's newest chats (or those matching `q`), at most this many a page. */
export const CHAT_HISTORY_PAGE_SIZE = 200;
export const chatHistoryQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: pageSchema,
  limit: pageSizeSchema(CHAT_HISTORY_PAGE_SIZE).default(CHAT_HISTORY_PAGE_SIZE),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;
export const chatHistoryItemSchema = chatSchema.extend({
  lastMessage: z.string().nullable(),
  /** The text around the first match of `q` in a message, when the match was in a message. */
  matchedText: z.string().nullable(),
});
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;
export const chatHistoryResultSchema = paginatedSchema(chatHistoryItemSchema);

export const createChatResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: chatSchema,
});
export const chatResultSchema = z.object({ success: z.literal(true), data: chatDetailSchema });

export const chatMessagesResultSchema = z.object({
  success: z.literal(true),
  data: z.array(chatMessageSchema),
  /** The reply being generated right now, if any: the client attaches to it (GET /chats/{id}/stream). */
  activeReplyId: z.number().int().nullable(),
});

export const sendMessageBodySchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message cannot be empty' })
    .max(MESSAGE_MAX_LENGTH, { error: `Message must be at most ${MESSAGE_MAX_LENGTH} characters` }),
  /** The chat's files sent with the message (the `sent` ids of the upload just before it). */
  attachmentIds: z
    .array(z.number().int().positive(), { error: 'Attachment IDs must be a list of file IDs' })
    .max(CHAT_MAX_ATTACHMENTS, { error: `At most ${CHAT_MAX_ATTACHMENTS} files can be sent with a message` })
    .optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** The JSON (non-streaming) answer of POST /chats/{id}/messages: both messages once the reply is complete. */
export const sendMessageResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ userMessage: chatMessageSchema, reply: chatMessageSchema, credits: z.number().int() }),
});

export const renameChatBodySchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title cannot be empty' })
    .max(200, { error: 'Title must be at most 200 characters' }),
});
export const renameChatResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: chatSchema,
});

/** POST /chats/{id}/stop: the reply as kept (status `stopped`, or already finished). */
export const stopReplyResultSchema = z.object({ success: z.literal(true), data: chatMessageSchema });
