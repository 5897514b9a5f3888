import { llmErrors } from './llm-errors';
import type { LlmError } from './llm';

/** How long a provider may stay silent, and how long one call may last in all (LLM_*_MS in config). */
export type LlmTimeouts = { idleMs: number; deadlineMs: number };

export type StallGuard = {
  /** Aborts when the caller's signal does, or when the provider stalls or runs past the deadline. */
  signal: AbortSignal;
  /** Any sign of life from the provider (bytes, a keep-alive comment, a stream part) restarts the silence. */
  touch: () => void;
  /** The failure to report when the guard, not the caller, ended the call. */
  failure: () => LlmError | undefined;
  dispose: () => void;
};

/**
 * Bounds one model call: a provider that sends three chunks then nothing, or never sends its headers, would
 * otherwise hold a reply (and its chat) forever (issue 16 item 5). The adapters end quietly on an abort, so
 * the caller tells a timeout from a Stop by `failure()`.
 */
export function startStallGuard(outer: AbortSignal | undefined, timeouts: LlmTimeouts): StallGuard {
  const controller = new AbortController();
  let failure: LlmError | undefined;
  const fail = (error: LlmError) => {
    if (controller.signal.aborted) return;
    failure = error;
    controller.abort(error);
  };
  const idle = () => fail(llmErrors.stalled());
  let idleTimer = setTimeout(idle, timeouts.idleMs);
  const deadlineTimer = setTimeout(() => fail(llmErrors.tooSlow()), timeouts.deadlineMs);
  // The caller's reason (Stop, shutdown) passes through unchanged: the caller reads it from its own signal.
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });

  return {
    signal: controller.signal,
    touch: () => {
      if (controller.signal.aborted) return;
      // refresh() re-arms the same timer: no allocation per chunk.
      idleTimer = idleTimer.refresh();
    },
    failure: () => failure,
    dispose: () => {
      clearTimeout(idleTimer);
      clearTimeout(deadlineTimer);
      outer?.removeEventListener('abort', forward);
    },
  };
}
