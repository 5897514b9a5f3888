import { chatMessages } from '@amicus/contract/chats/messages';
import type { FileQuoteCheck } from '@amicus/contract/chats/attachments';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { checkCitations } from '../../../domain/library/citation-check';
import { modelSupportCheck } from '../../../domain/library/support-check';
import type { AppContext } from '../../../app-context';
import { LlmError, type LlmRequest } from '../../../adapters/llm/llm';
import { describeError } from '../../../http/describe-error';
import type { AbortReason, ReplyOutcome } from './reply-events';
import type { ReplyPublisher } from './reply-hub';
import { refundDue, settleReply, type Charge } from './settle-reply';
import type { AttachedFile } from '../attachments/attachment-passages';
import { checkFileQuotes } from '../attachments/file-quotes';

/** Chunks arriving within this window go out as one event: fewer writes, same text, no added first-chunk delay. */
export const COALESCE_MS = 25;

export type ReplyJob = {
  replyId: number;
  chatId: number;
  userId: number;
  /** The user message's debit, refunded if the reply fails, or is stopped before any text (refundDue). */
  charge: Charge | null;
  /**
   * Reads what the prompt needs and the library passages the reply is grounded in; runs inside the job so that
   * its failure settles the reply too.
   */
  prepare: () => Promise<PreparedReply>;
};

export type PreparedReply = {
  request: Omit<LlmRequest, 'signal'>;
  sources: CitedSource[];
  /** The chat's attached files: the reply's quotations of them are checked against their text. */
  attachedFiles?: AttachedFile[];
};

/**
 * Starts generating a reply as a server-side job: it runs to the end whether or not anyone is listening,
 * followers attach and leave through the hub, and Stop or shutdown abort it through the hub.
 */
export function startReplyJob(ctx: AppContext, job: ReplyJob): void {
  ctx.replies.run(job.replyId, (publisher) => runReply(ctx, job, publisher));
}

async function runReply(ctx: AppContext, job: ReplyJob, publisher: ReplyPublisher): Promise<void> {
  let pending = '';
  let lastFlush = -Infinity;
  let flushTimer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = undefined;
    if (!pending) return;
    publisher.append(pending);
    pending = '';
    lastFlush = performance.now();
  };

  let failure: string | null = null;
  let sources: CitedSource[] | null = null;
  let attachedFiles: AttachedFile[] = [];
  let userWords = '';
  let model: LlmRequest['model'] | null = null;
  try {
    const prepared = await job.prepare();
    const request = prepared.request;
    model = request.model;
    sources = prepared.sources;
    attachedFiles = prepared.attachedFiles ?? [];
    userWords = request.messages
      .filter((message) => message.role === 'user')
      .map((message) => message.content)
      .join('\n');
    publisher.setSources(sources);
    await ctx.llm.stream({ ...request, signal: publisher.signal }, (chunk) => {
      if (publisher.signal.aborted) return;
      pending += chunk;
      const wait = COALESCE_MS - (performance.now() - lastFlush);
      if (wait <= 0) flush();
      else flushTimer ??= setTimeout(flush, wait);
    });
  } catch (error) {
    if (error instanceof LlmError) {
      failure = error.message;
      // Our own message only: the provider's text may echo part of an API key.
      publisher.log.warn(
        { error: { type: error.name, message: error.message }, status: error.status },
        'provider failed',
      );
    } else {
      failure = chatMessages.replyFailed;
      publisher.log.error({ error: describeError(error) }, 'reply generation failed');
    }
  } finally {
    // What arrived is kept, whatever ended the reply.
    flush();
  }

  const text = publisher.text;
  const reason = publisher.signal.aborted ? (publisher.signal.reason as AbortReason) : undefined;
  let status: ReplyOutcome['status'];
  let error: string | null = null;
  if (reason === 'stop') status = 'stopped';
  else if (reason === 'shutdown') [status, error] = ['failed', chatMessages.replyInterrupted];
  else if (failure) [status, error] = ['failed', failure];
  else if (!text) [status, error] = ['failed', chatMessages.replyEmpty];
  else status = 'complete';

  const outcome = await settleReply(ctx.db, {
    replyId: job.replyId,
    userId: job.userId,
    text,
    status,
    error,
    sources,
    // Every reply that was given sources or has text is checked, stopped and failed ones included: what the
    // user reads is what is checked.
    citationCheck:
      sources !== null || text
        ? await withModelSupportCheck(
            ctx,
            publisher,
            status === 'complete' ? model : null,
            text,
            sources ?? [],
            checkCitations(text, sources ?? [], { facts: userWords }),
          )
        : null,
    refund: refundDue(status, text) ? job.charge : null,
    fileQuoteCheck: fileQuoteCheckOf(text, attachedFiles),
  });
  publisher.finish(outcome);
}

/** The check of the reply's quotations of attached files; null when it quoted none (or the chat has none). */
function fileQuoteCheckOf(text: string, files: AttachedFile[]): FileQuoteCheck | null {
  if (files.length === 0 || !text) return null;
  const check = checkFileQuotes(text, files);
  return check.quotes > 0 ? check : null;
}

/**
 * A hosted model's reply has its cited sentences put to the model once more (support-check.ts): those it judges
 * unsupported by their passage join the check's issues, unless the pure check already marked that chip. The
 * offline model has no second opinion to give; a second pass that fails or times out adds nothing.
 */
async function withModelSupportCheck(
  ctx: AppContext,
  publisher: ReplyPublisher,
  model: LlmRequest['model'] | null,
  text: string,
  sources: CitedSource[],
  check: CitationCheck,
): Promise<CitationCheck> {
  if (!model || model.provider === 'offline' || sources.length === 0) return check;
  try {
    const found = await modelSupportCheck(ctx, model, text, sources);
    const marked = new Set(check.issues.filter((i) => i.kind === 'unsupported_claim').map((i) => i.at));
    const added = found.filter((issue) => !marked.has(issue.at));
    return added.length === 0 ? check : { ...check, issues: [...check.issues, ...added] };
  } catch (error) {
    publisher.log.warn({ error: describeError(error) }, 'support check failed');
    return check;
  }
}
