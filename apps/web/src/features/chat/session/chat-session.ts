import { chatMessages } from '@amicus/contract/chats/messages';
import type { MessageFile } from '@amicus/contract/chats/attachments';
import type { ChatMessage } from '@amicus/contract/chats/schemas';
import { streamEventSchema } from '@amicus/contract/chats/stream-events';
import { ApiError, errorMessage } from '@/lib/api-client';
import { readEventStream, StreamHttpError } from '@/lib/event-stream';
import { createFrameCoalescer } from '@/lib/frame-coalescer';
import { describeStreamError, isAbort, isPaymentRequired, type StreamKind } from './describe-stream-error';
import { LiveReply } from './live-reply';

/** A message as the transcript shows it; `key` stays the same when an optimistic message gets its id. */
export type ViewMessage = {
  key: string;
  id: number | null;
  sender: ChatMessage['sender'];
  text: string;
  createdAt: string;
  status: ChatMessage['status'];
  error: string | null;
  sources: ChatMessage['sources'];
  citationCheck: ChatMessage['citationCheck'];
  /** What the check of its quotations of attached files found (known once the reply is stored). */
  fileQuoteCheck?: ChatMessage['fileQuoteCheck'];
  /** The chat's files a user's message was sent with. */
  files?: MessageFile[] | null;
};

export type SessionSnapshot = {
  /** `missing`: the chat does not exist for this user (deleted, or someone else's); retrying cannot help. */
  phase: 'loading' | 'ready' | 'failed' | 'missing';
  loadError: string | null;
  messages: ViewMessage[];
  /** The reply streaming right now, shown after `messages`. */
  live: LiveReply | null;
};

/** What the session asks of the app around it (toasts, navigation, the credits badge, list refreshes). */
export type SessionEffects = {
  /** The balance after a message: the done event's, or undefined to fetch it. */
  credits: (credits: number | undefined) => void;
  /** 402: the server's message; the app sends the user to the plans. */
  paymentRequired: (message: string) => void;
  error: (message: string) => void;
  /** A reply ended: lists showing last messages may refresh. */
  replySettled: () => void;
};

/** The calls the session makes; tests pass a real server's or a scripted one. */
export type SessionApi = {
  getMessages: (
    chatId: number,
    signal?: AbortSignal,
  ) => Promise<{ data: ChatMessage[]; activeReplyId: number | null }>;
  send: (chatId: number, message: string, signal: AbortSignal, attachmentIds?: number[]) => Promise<Response>;
  initial: (chatId: number, signal: AbortSignal) => Promise<Response>;
  attach: (chatId: number, signal: AbortSignal) => Promise<Response>;
  stop: (chatId: number) => Promise<unknown>;
  regenerate: (chatId: number, signal: AbortSignal) => Promise<Response>;
  edit: (chatId: number, messageId: number, message: string, signal: AbortSignal) => Promise<Response>;
};

/** How long to wait for the server to confirm a Stop before the client stops reading by itself. */
const STOP_GRACE_MS = 5000;
const STOP_FAILED = 'The reply could not be stopped at the server. What arrived is kept.';
/** Attaching to a running reply is tried this many times per opening of the chat at most. */
const MAX_REATTACH = 3;

function contentOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { content } = data as { content?: unknown };
  return typeof content === 'string' ? content : undefined;
}

type Running = { controller: AbortController; live: LiveReply; stopRequested: boolean };

/**
 * One open chat: its transcript and the reply streaming into it. Loads the messages; reattaches to a reply that
 * is still being generated (after a reload or on reopening the chat); streams the first reply of a new chat;
 * sends messages and streams their replies, a chunk batch per animation frame; stops a reply on request.
 * A client that goes away only stops reading: the server finishes and stores the reply.
 */
export class ChatSession {
  private snapshot: SessionSnapshot = { phase: 'loading', loadError: null, messages: [], live: null };
  private readonly listeners = new Set<() => void>();
  /** Bumped by start and dispose: async work of an older generation must not touch the state. */
  private generation = 0;
  private running: Running | null = null;
  private localCounter = 0;
  private initialRequested = false;
  private reattachBudget = MAX_REATTACH;

  constructor(
    readonly chatId: number,
    private readonly effects: SessionEffects,
    private readonly api: SessionApi,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  get isStreaming() {
    return this.running !== null;
  }

  start() {
    this.generation += 1;
    this.initialRequested = false;
    this.reattachBudget = MAX_REATTACH;
    this.set({ phase: 'loading', loadError: null });
    void this.load(this.generation, false);
  }

  /** Stops reading (the reply goes on at the server) and ignores whatever was still on its way. */
  dispose() {
    this.generation += 1;
    this.running?.controller.abort();
    this.running = null;
  }

  retry() {
    this.start();
  }

  /**
   * Sends a message (trimmed; empty or whitespace-only is never sent) and streams its reply. Resolves to the
   * text to put back in the composer when the server refused it (no credits, invalid), else null. `files` are
   * the chat's files sent with it (attached just before).
   */
  async send(text: string, files: MessageFile[] = []): Promise<string | null> {
    const message = text.trim();
    if (!message || this.running || this.snapshot.phase !== 'ready') return null;
    const now = new Date().toISOString();
    const userMessage: ViewMessage = {
      key: this.localKey(),
      id: null,
      sender: 'user',
      text: message,
      createdAt: now,
      status: 'complete',
      error: null,
      sources: null,
      citationCheck: null,
      files: files.length > 0 ? files : null,
    };
    const live = new LiveReply(this.localKey(), now);
    this.set({ messages: [...this.snapshot.messages, userMessage], live });
    let refused = false;
    await this.run(
      'send',
      live,
      (signal) =>
        this.api.send(
          this.chatId,
          message,
          signal,
          files.map((file) => file.id),
        ),
      () => {
        refused = true;
        // The server stored nothing: take the optimistic message back.
        this.set({ messages: this.snapshot.messages.filter((m) => m.key !== userMessage.key), live: null });
      },
    );
    return refused ? text : null;
  }

  /** Regenerates the last reply: it leaves the transcript and the new one streams in its place. */
  async regenerate(): Promise<void> {
    const before = this.snapshot.messages;
    const last = before.at(-1);
    if (this.running || this.snapshot.phase !== 'ready' || last?.sender !== 'system' || last.id === null)
      return;
    await this.replace(before.slice(0, -1), before, (signal) => this.api.regenerate(this.chatId, signal));
  }

  /**
   * Edits the user's last message (trimmed; a blank text is never sent): it and the reply after it give way to
   * the new text and a new reply. Resolves to whether the server took it; when refused, the transcript is back
   * as it was.
   */
  async edit(messageId: number, text: string): Promise<boolean> {
    const message = text.trim();
    const before = this.snapshot.messages;
    const index = before.findIndex((m) => m.id === messageId);
    const original = before[index];
    if (!message || this.running || this.snapshot.phase !== 'ready' || original?.sender !== 'user')
      return false;
    const edited: ViewMessage = {
      ...original,
      key: this.localKey(),
      id: null,
      text: message,
      createdAt: new Date().toISOString(),
    };
    return this.replace([...before.slice(0, index), edited], before, (signal) =>
      this.api.edit(this.chatId, messageId, message, signal),
    );
  }

  /** Shows `shown` with a new reply streaming after it; a refusal puts `before` back. */
  private async replace(
    shown: ViewMessage[],
    before: ViewMessage[],
    open: (signal: AbortSignal) => Promise<Response>,
  ): Promise<boolean> {
    const live = new LiveReply(this.localKey(), new Date().toISOString());
    this.set({ messages: shown, live });
    let refused = false;
    await this.run('send', live, open, () => {
      refused = true;
      this.set({ messages: before, live: null });
    });
    return !refused;
  }

  /** Ends the running reply early; what arrived is kept. */
  async stop() {
    const running = this.running;
    if (!running || running.stopRequested) return;
    running.stopRequested = true;
    running.live.update({ status: 'stopping' });
    const timer = setTimeout(() => running.controller.abort(), STOP_GRACE_MS);
    running.controller.signal.addEventListener('abort', () => clearTimeout(timer));
    try {
      await this.api.stop(this.chatId);
    } catch (error) {
      // The reply may have ended on its own meanwhile; either way the client stops reading now.
      running.controller.abort();
      if (!(error instanceof ApiError) || ![404, 409].includes(error.status)) {
        this.effects.error(errorMessage(error, STOP_FAILED));
      }
    }
  }

  private set(patch: Partial<SessionSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private localKey() {
    this.localCounter += 1;
    return `local-${this.localCounter}`;
  }

  /**
   * Loads the transcript. A quiet load (after a reply ended) keeps what is shown when it fails; it also gives
   * optimistic messages their server ids and times, keeping the objects of unchanged messages so their rows do
   * not render again.
   */
  private async load(generation: number, quiet: boolean) {
    let result: Awaited<ReturnType<SessionApi['getMessages']>>;
    try {
      result = await this.api.getMessages(this.chatId);
    } catch (error) {
      if (generation !== this.generation || quiet) return;
      const missing = error instanceof ApiError && error.status === 404;
      this.set({
        phase: missing ? 'missing' : 'failed',
        loadError: errorMessage(error, chatMessages.chatLoadFailed),
      });
      return;
    }
    if (generation !== this.generation || this.running) return;

    const { activeReplyId } = result;
    const stored = result.data.filter((m) => m.id !== activeReplyId);
    const messages = this.reconcile(stored);
    const active = activeReplyId === null ? undefined : result.data.find((m) => m.id === activeReplyId);

    if (activeReplyId !== null && this.reattachBudget > 0) {
      this.reattachBudget -= 1;
      const previous = this.snapshot.messages.find((m) => m.id === activeReplyId);
      const live = new LiveReply(
        previous?.key ?? `m${activeReplyId}`,
        active?.createdAt ?? new Date().toISOString(),
        active?.message ?? '',
      );
      live.messageId = activeReplyId;
      this.set({ phase: 'ready', loadError: null, messages, live });
      void this.run('attach', live, (signal) => this.api.attach(this.chatId, signal));
      return;
    }
    if (!stored.some((m) => m.sender === 'system') && !this.initialRequested) {
      // A new chat: its first reply is streamed in (the server starts it, or attaches if it already runs).
      this.initialRequested = true;
      const live = new LiveReply(this.localKey(), new Date().toISOString());
      this.set({ phase: 'ready', loadError: null, messages, live });
      void this.run('initial', live, (signal) => this.api.initial(this.chatId, signal));
      return;
    }
    this.set({ phase: 'ready', loadError: null, messages, live: null });
  }

  private reconcile(stored: ChatMessage[]): ViewMessage[] {
    const previous = new Map<number, ViewMessage>();
    for (const m of this.snapshot.messages) if (m.id !== null) previous.set(m.id, m);
    return stored.map((m) => {
      const before = previous.get(m.id);
      if (
        before &&
        before.text === m.message &&
        before.status === m.status &&
        before.error === m.error &&
        before.createdAt === m.createdAt &&
        (before.sources?.length ?? 0) === (m.sources?.length ?? 0) &&
        (before.citationCheck?.issues.length ?? -1) === (m.citationCheck?.issues.length ?? -1) &&
        (before.fileQuoteCheck?.issues.length ?? -1) === (m.fileQuoteCheck?.issues.length ?? -1) &&
        (before.files?.length ?? 0) === (m.files?.length ?? 0)
      ) {
        return before;
      }
      return {
        key: before?.key ?? `m${m.id}`,
        id: m.id,
        sender: m.sender,
        text: m.message,
        createdAt: m.createdAt,
        status: m.status,
        error: m.error,
        sources: m.sources,
        citationCheck: m.citationCheck,
        fileQuoteCheck: m.fileQuoteCheck ?? null,
        files: m.files ?? null,
      };
    });
  }

  /**
   * Streams one reply into `live`. `onRefused` runs when the server refused the request before streaming
   * (after the user was told why).
   */
  private async run(
    kind: StreamKind,
    live: LiveReply,
    open: (signal: AbortSignal) => Promise<Response>,
    onRefused?: () => void,
  ) {
    const generation = this.generation;
    const running: Running = { controller: new AbortController(), live, stopRequested: false };
    this.running = running;
    const coalescer = createFrameCoalescer((text) => live.append(text));
    // On attaching, the first chunk carries all the text so far: it replaces what the list showed.
    let replaceOnFirstChunk = kind === 'attach';
    const outcome: {
      opened: boolean;
      done: { status: 'complete' | 'stopped' | 'failed'; credits?: number } | null;
      /** Why the reply ended early: the note under it, and the toast. */
      failure: { note: string; toast: string } | null;
    } = { opened: false, done: null, failure: null };

    try {
      const response = await open(running.controller.signal);
      outcome.opened = true;
      await readEventStream(response, {
        onEvent: (data) => {
          // Text chunks are nearly every event of a stream: recognised directly, the schema checks the rest.
          const content = contentOf(data);
          if (content !== undefined) {
            if (replaceOnFirstChunk) {
              replaceOnFirstChunk = false;
              live.replace(content);
            } else coalescer.push(content);
            return;
          }
          const parsed = streamEventSchema.safeParse(data);
          if (!parsed.success) return; // an event this client does not know: newer servers may add some
          const event = parsed.data;
          if ('start' in event) live.messageId = event.messageId;
          else if ('sources' in event) live.update({ sources: event.sources });
          else if ('citationCheck' in event) live.update({ citationCheck: event.citationCheck });
          else if ('done' in event) {
            live.messageId = event.messageId;
            outcome.done = { status: event.status, credits: event.credits };
          }
        },
        onError: (message) => {
          outcome.failure = { note: message, toast: chatMessages.serverError(message) };
        },
      });
    } catch (error) {
      if (generation !== this.generation) {
        coalescer.cancel();
        return;
      }
      if (!outcome.opened) {
        coalescer.cancel();
        this.running = null;
        return this.refused(kind, live, error, onRefused);
      }
      if (!(isAbort(error) && running.stopRequested)) {
        const text = describeStreamError(error, kind);
        outcome.failure = { note: text, toast: text };
      }
    }
    coalescer.flush();
    if (generation !== this.generation) return;
    this.running = null;

    const status =
      outcome.done?.status ?? (outcome.failure ? 'failed' : running.stopRequested ? 'stopped' : null);
    if (status === null) {
      // The stream closed without its done event (a proxy or the network cut it): the reply may still be
      // running at the server, so look again and attach to it.
      void this.load(generation, true);
      return;
    }
    const { text, sources, citationCheck } = live.getSnapshot();
    const finished: ViewMessage = {
      key: live.key,
      id: live.messageId,
      sender: 'system',
      text,
      createdAt: live.createdAt,
      status,
      error: outcome.failure?.note ?? null,
      sources,
      citationCheck,
    };
    this.set({ messages: [...this.snapshot.messages, finished], live: null });
    if (outcome.failure) this.effects.error(outcome.failure.toast);
    if (kind !== 'attach' || outcome.done?.credits !== undefined) this.effects.credits(outcome.done?.credits);
    this.effects.replySettled();
    void this.load(generation, true);
  }

  private refused(kind: StreamKind, live: LiveReply, error: unknown, onRefused?: () => void) {
    if (kind === 'attach' && error instanceof StreamHttpError && [404, 409].includes(error.status)) {
      // The reply finished between loading the messages and attaching: the stored message is the answer.
      this.set({ live: null });
      void this.load(this.generation, true);
      return;
    }
    if (isPaymentRequired(error)) {
      this.effects.paymentRequired(error.body || chatMessages.notEnoughCredits);
    } else {
      this.effects.error(describeStreamError(error, kind));
    }
    if (onRefused) return onRefused();
    // The first reply could not start: say so where it would have appeared.
    const note = kind === 'initial' ? chatMessages.initialFailed : describeStreamError(error, kind);
    const failed: ViewMessage = {
      key: live.key,
      id: live.messageId,
      sender: 'system',
      text: live.getSnapshot().text,
      createdAt: live.createdAt,
      status: 'failed',
      error: note,
      sources: live.getSnapshot().sources,
      citationCheck: null,
    };
    this.set({ messages: [...this.snapshot.messages, failed], live: null });
  }
}
