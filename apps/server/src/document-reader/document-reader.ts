import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DOCUMENT_LIMITS, type DocumentLimits } from './document-limits';
import type { ExtractionResult } from './extraction-result';
import type { ReaderReply, ReaderRequest } from './reader-protocol';

/**
 * The one reader of users' documents (trial uploads today; the legal library's import and document review
 * next): each file is read in a separate process, so a runaway parser can take only that process down.
 */
export type DocumentReader = {
  /** The file's type and text. A file that breaks its reader is answered as `failed`, never thrown. */
  read: (source: { path: string } | Uint8Array, options?: ReadOptions) => Promise<ExtractionResult>;
  /** Processes alive and started so far, and files waiting (tests check the work really left the server). */
  stats: () => { processes: number; started: number; queued: number; pids: number[] };
  close: () => Promise<void>;
};

/**
 * `outline`: answer the document's headings and paragraphs as well as its text (the legal library's import).
 * `owner`: whose file it is (a user's id): the reader shares its processes fairly between owners. `signal`:
 * aborting it gives the file up, queued or being read (a request whose other file was refused).
 */
export type ReadOptions = { outline?: boolean; owner?: string | number; signal?: AbortSignal };

/** What a file given up by its `signal` is answered (the caller has its real reason from another file). */
export const CANCELLED: ExtractionResult = {
  status: 'failed',
  reason: 'was not read: another file was refused',
};

export type DocumentReaderOptions = {
  /** Processes reading side by side; more files wait in a queue. */
  size?: number;
  /** A file that takes longer is given up and its process killed. */
  deadlineMs?: number;
  /** An idle process ends after this long, giving its memory back. */
  idleTimeoutMs?: number;
  /** V8 heap of each process (--max-old-space-size). */
  maxHeapMb?: number;
  /** Resident memory (heap and buffers) past which a reading process is killed; checked on Linux. */
  maxRssMb?: number;
  limits?: DocumentLimits;
};

/** One core stays free for the event loop; two processes at most, as uploads are bursty. */
export function defaultReaderSize(): number {
  return Math.max(1, Math.min(2, os.availableParallelism() - 1));
}

type Job = {
  id: number;
  owner: string;
  source: ReaderRequest['source'];
  outline: boolean;
  signal?: AbortSignal;
  resolve: (result: ExtractionResult) => void;
  reject: (error: Error) => void;
};

type Slot = {
  child: ChildProcess;
  ready: boolean;
  job?: Job;
  deadline?: NodeJS.Timeout;
  watchdog?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
};

// The compiled server (build.mjs) has reader-process.js beside it and forks it as it is. Run from the
// TypeScript sources (Vitest, `npm run dev`), the child starts through reader-boot.mjs, which uses tsx.
const fromSource = import.meta.url.endsWith('.ts');
const readerModule = fromSource
  ? fileURLToPath(new URL('./reader-boot.mjs', import.meta.url))
  : fileURLToPath(new URL('./reader-process.js', import.meta.url));
const readerArgs = fromSource ? [new URL('./reader-process.ts', import.meta.url).href] : [];
const closedError = () => new Error('The document reader is closed');
const PAGE_SIZE = 4096;
/** A new process loads the parsers (and tsx, from sources) within a second; a start this slow is a fault. */
const START_TIMEOUT_MS = 30_000;

/** A process's resident memory from /proc (Linux); undefined elsewhere or once it has gone. */
async function residentBytes(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined || process.platform !== 'linux') return undefined;
  try {
    const statm = await fs.readFile(`/proc/${pid}/statm`, 'utf8');
    return Number(statm.split(' ')[1]) * PAGE_SIZE;
  } catch {
    return undefined;
  }
}

/**
 * A small pool of reader processes, started on first use. Each gets a small V8 heap, a below-normal CPU
 * priority, no environment (no secrets to leak), a deadline per file and, on Linux, a watchdog on its resident
 * memory (inflated buffers live outside the V8 heap). A process that crashes, overruns either is killed and
 * replaced; its file is answered as `failed`. A process that cannot even start is a server fault and rejects.
 */
export function createDocumentReader(options: DocumentReaderOptions = {}): DocumentReader {
  const size = options.size ?? defaultReaderSize();
  const deadlineMs = options.deadlineMs ?? 30_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const maxHeapMb = options.maxHeapMb ?? 256;
  const maxRssBytes = (options.maxRssMb ?? 640) * 1024 * 1024;
  const limits = options.limits ?? DEFAULT_DOCUMENT_LIMITS;
  const slots = new Set<Slot>();
  // One queue per owner, served in turn; an owner reads in at most `share` processes at once, so one user's
  // ten hostile files cost that user, while another's file is read in a process of its own.
  const queues = new Map<string, Job[]>();
  const share = Math.max(1, Math.ceil(size / 2));
  const queuedCount = () => [...queues.values()].reduce((sum, jobs) => sum + jobs.length, 0);
  let nextId = 1;
  let started = 0;
  let closed = false;

  function stopTimers(slot: Slot) {
    clearTimeout(slot.deadline);
    clearInterval(slot.watchdog);
    clearTimeout(slot.idleTimer);
  }

  function finish(slot: Slot) {
    stopTimers(slot);
    slot.job = undefined;
    // An idle reader must not keep the server's process alive on its own.
    slot.child.unref();
    slot.child.channel?.unref();
    dispatch();
    if (!slot.job && !closed) {
      slot.idleTimer = setTimeout(() => retire(slot), idleTimeoutMs);
      slot.idleTimer.unref();
    }
  }

  function retire(slot: Slot) {
    slots.delete(slot);
    stopTimers(slot);
    slot.child.kill('SIGKILL');
  }

  function fail(slot: Slot, reason: string) {
    if (!slots.has(slot)) return;
    const job = slot.job;
    retire(slot);
    if (job) {
      if (slot.ready) job.resolve({ status: 'failed', reason });
      else job.reject(new Error(`The document reader could not start: ${reason}`));
    }
    dispatch();
  }

  function spawn(): Slot {
    started += 1;
    const child = fork(readerModule, readerArgs, {
      execArgv: [`--max-old-space-size=${maxHeapMb}`],
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const slot: Slot = { child, ready: false };
    if (child.pid !== undefined) {
      try {
        // Reading can wait; answering requests cannot.
        os.setPriority(child.pid, os.constants.priority.PRIORITY_BELOW_NORMAL);
      } catch {
        // Not allowed here: the reader runs at normal priority.
      }
    }
    child.on('message', (reply: ReaderReply) => {
      if (reply.type === 'ready') {
        slot.ready = true;
        clearTimeout(slot.deadline);
        if (slot.job) send(slot, slot.job);
        return;
      }
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      if (reply.type === 'done') job.resolve(reply.result);
      else job.resolve({ status: 'failed', reason: 'could not be read (the reader stopped on it)' });
      finish(slot);
    });
    child.on('error', (error) => fail(slot, error.message));
    child.on('exit', () =>
      fail(slot, 'could not be read: it needs more memory than a document may take (the reader stopped)'),
    );
    slots.add(slot);
    return slot;
  }

  /** Sends the job to a ready process; its deadline and memory watchdog start now, not at the fork. */
  function send(slot: Slot, job: Job) {
    slot.deadline = setTimeout(
      () => fail(slot, `could not be read within ${Math.round(deadlineMs / 1000)} seconds`),
      deadlineMs,
    );
    slot.watchdog = setInterval(() => {
      void residentBytes(slot.child.pid).then((bytes) => {
        if (bytes !== undefined && bytes > maxRssBytes && slot.job === job)
          fail(slot, 'could not be read: it needs more memory than a document may take');
      });
    }, 100);
    slot.child.send({ id: job.id, source: job.source, limits, outline: job.outline } satisfies ReaderRequest);
  }

  function run(slot: Slot, job: Job) {
    clearTimeout(slot.idleTimer);
    slot.child.ref();
    slot.child.channel?.ref();
    slot.job = job;
    if (slot.ready) send(slot, job);
    else slot.deadline = setTimeout(() => fail(slot, 'did not start in time'), START_TIMEOUT_MS);
  }

  /** The next file to read: the first waiting of the owner who waited longest, within that owner's share. */
  function nextJob(): Job | undefined {
    const reading = new Map<string, number>();
    for (const slot of slots)
      if (slot.job) reading.set(slot.job.owner, (reading.get(slot.job.owner) ?? 0) + 1);
    for (const [owner, jobs] of queues) {
      if ((reading.get(owner) ?? 0) >= share) continue;
      const job = jobs.shift()!;
      // Served: the owner goes to the back of the line (a Map keeps the order keys were set in).
      queues.delete(owner);
      if (jobs.length > 0) queues.set(owner, jobs);
      return job;
    }
    return undefined;
  }

  function dispatch() {
    while (queues.size > 0) {
      let slot = [...slots].find((s) => !s.job);
      if (!slot && slots.size < size) slot = spawn();
      if (!slot) return;
      const job = nextJob();
      if (!job) return;
      run(slot, job);
    }
  }

  /** Gives a file up: taken out of its queue, or its reading process killed (a fresh one reads the next). */
  function cancel(job: Job) {
    const jobs = queues.get(job.owner);
    const at = jobs?.indexOf(job) ?? -1;
    if (at >= 0) {
      jobs!.splice(at, 1);
      if (jobs!.length === 0) queues.delete(job.owner);
      job.resolve(CANCELLED);
      return;
    }
    const slot = [...slots].find((s) => s.job === job);
    if (!slot) return;
    slot.job = undefined;
    retire(slot);
    job.resolve(CANCELLED);
    // Once every file given up with this one is out of the queue too (one signal aborts them all).
    queueMicrotask(dispatch);
  }

  return {
    read: (source, readOptions) =>
      new Promise<ExtractionResult>((resolve, reject) => {
        if (closed) return reject(closedError());
        const signal = readOptions?.signal;
        if (signal?.aborted) return resolve(CANCELLED);
        const job: Job = {
          id: nextId++,
          owner: String(readOptions?.owner ?? ''),
          source: source instanceof Uint8Array ? { bytes: source } : source,
          outline: readOptions?.outline ?? false,
          signal,
          resolve,
          reject,
        };
        signal?.addEventListener('abort', () => cancel(job), { once: true });
        queues.set(job.owner, [...(queues.get(job.owner) ?? []), job]);
        dispatch();
      }),
    stats: () => ({
      processes: slots.size,
      started,
      queued: queuedCount(),
      pids: [...slots].flatMap((slot) => (slot.child.pid === undefined ? [] : [slot.child.pid])),
    }),
    close: async () => {
      closed = true;
      for (const jobs of queues.values()) for (const job of jobs) job.reject(closedError());
      queues.clear();
      await Promise.all(
        [...slots].map(async (slot) => {
          slots.delete(slot);
          stopTimers(slot);
          slot.job?.reject(closedError());
          if (slot.child.exitCode !== null || slot.child.signalCode !== null) return;
          const exited = new Promise((resolve) => slot.child.once('exit', resolve));
          // An idle process is unref'd: without this, a caller with nothing else pending would end before its exit.
          slot.child.ref();
          slot.child.kill('SIGKILL');
          await exited;
        }),
      );
    },
  };
}
