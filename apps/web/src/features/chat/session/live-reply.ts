import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';

/** The state of the reply that is streaming right now: its text so far and how it ended, if it did. */
export type LiveReplyState = {
  text: string;
  status: 'streaming' | 'stopping' | 'complete' | 'stopped' | 'failed';
  error: string | null;
  /** The library passages the reply is grounded in (sent before its text), and the check sent at its end. */
  sources: CitedSource[] | null;
  citationCheck: CitationCheck | null;
};

/**
 * A tiny store for the one streaming reply. Its text changes once per animation frame; only the bubble that
 * shows it subscribes, so the rest of the transcript is untouched while it grows.
 */
export class LiveReply {
  messageId: number | null = null;
  private state: LiveReplyState;
  private readonly listeners = new Set<() => void>();

  constructor(
    /** The React key of the bubble, kept when the reply becomes an ordinary message so it is not remounted. */
    readonly key: string,
    readonly createdAt: string,
    text = '',
  ) {
    this.state = { text, status: 'streaming', error: null, sources: null, citationCheck: null };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.state;

  append(text: string) {
    this.update({ text: this.state.text + text });
  }

  replace(text: string) {
    this.update({ text });
  }

  update(patch: Partial<LiveReplyState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
