import { attachReplyStream } from '../api/attach-reply';
import { editMessageStream } from '../api/edit-message';
import { getChatMessages } from '../api/get-chat-messages';
import { initialMessageStream } from '../api/initial-message';
import { regenerateReplyStream } from '../api/regenerate-reply';
import { sendMessageStream } from '../api/send-message';
import { stopReply } from '../api/stop-reply';
import type { SessionApi } from './chat-session';

/** The chat session's calls against the real API. */
export const sessionApi: SessionApi = {
  getMessages: getChatMessages,
  send: sendMessageStream,
  initial: initialMessageStream,
  attach: attachReplyStream,
  stop: stopReply,
  regenerate: regenerateReplyStream,
  edit: editMessageStream,
};
