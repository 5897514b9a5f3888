import os from 'node:os';
import { Piscina } from 'piscina';
import type { Letter } from '@amicus/contract/documents/letter';
import type { ChatTranscript } from '../../chat-export/transcript';
import type { TranscriptDocument } from '../../transcripts/transcript-document';
import type { ExportTask } from './export-worker';

/**
 * The worker threads that render DOCX and PDF exports (piscina), so a long letter or transcript never holds up
 * the other requests. Threads start on first use and end when idle; tasks queue when every thread is busy.
 */
export type ExportPool = {
  render: (format: 'docx' | 'pdf', letter: Letter) => Promise<Buffer>;
  /** A recording's transcript as a Word file. */
  renderTranscript: (transcript: TranscriptDocument) => Promise<Buffer>;
  /** A chat, its messages and their sources, as a PDF. */
  renderChatPdf: (chat: ChatTranscript) => Promise<Buffer>;
  /** Threads alive, tasks finished and tasks waiting (tests check the work really left the main thread). */
  stats: () => { threads: number; completed: number; queued: number };
  close: () => Promise<void>;
};

export type ExportPoolOptions = {
  size?: number;
  /** A render that takes longer is given up (its thread is ended). */
  taskTimeoutMs?: number;
  /** An idle thread ends after this long, giving its memory back. */
  idleTimeoutMs?: number;
  /** Heap cap per thread: a letter is bounded by the rich-text limits, so its rendering is too. */
  maxHeapMb?: number;
};

// The compiled server (build.mjs) has export-worker.js beside it. Run from the TypeScript sources, the thread
// starts through export-worker-boot.mjs, which loads the worker with tsx.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './export-worker-boot.mjs' : './export-worker.js', import.meta.url);

/** One core stays free for the event loop; two threads at most, as exports are short and bursty. */
function defaultPoolSize(): number {
  return Math.max(1, Math.min(2, os.availableParallelism() - 1));
}

export function createExportPool(options: ExportPoolOptions = {}): ExportPool {
  const taskTimeoutMs = options.taskTimeoutMs ?? 60_000;
  const pool = new Piscina<ExportTask, Uint8Array>({
    filename: workerUrl.href,
    minThreads: 0,
    maxThreads: options.size ?? defaultPoolSize(),
    idleTimeout: options.idleTimeoutMs ?? 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    execArgv: [],
  });
  const run = async (task: ExportTask) => {
    const bytes = await pool.run(task, { signal: AbortSignal.timeout(taskTimeoutMs) });
    // Posted back as a plain Uint8Array: the same memory, seen as a Buffer again.
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    render: (format, letter) => run({ format, letter }),
    renderTranscript: (transcript) => run({ format: 'transcript-docx', transcript }),
    renderChatPdf: (chat) => run({ format: 'chat-pdf', chat }),
    stats: () => ({ threads: pool.threads.length, completed: pool.completed, queued: pool.queueSize }),
    close: () => pool.close({ force: true }),
  };
}
