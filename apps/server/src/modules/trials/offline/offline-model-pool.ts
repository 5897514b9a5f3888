import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CaseData } from '../analysis-prompt';
import type { EvidenceDocument } from '../evidence';
import type { CaseReview, TaskResult, WorkerReply, WorkerRequest, WorkerTask } from './worker-protocol';

/**
 * The built-in offline model's worker threads: its reports are CPU work over the documents' texts, kept off
 * the event loop. Users' files are not read here but by the document reader's processes (src/document-reader).
 */
export type OfflineModelPool = {
  /** The offline model's mock-trial report (see offline/offline-analysis.ts), opening with `law`. */
  offlineAnalysis: (caseData: CaseData, documents: EvidenceDocument[], law?: string[]) => Promise<string>;
  /** The offline model's summary and first assessment of a submitted case. */
  offlineCaseReview: (caseData: CaseData, documents: EvidenceDocument[]) => Promise<CaseReview>;
  /** Threads alive and started so far, and tasks waiting (tests check the work really left the main thread). */
  stats: () => { workers: number; started: number; queued: number };
  close: () => Promise<void>;
};

export type PoolOptions = {
  size?: number;
  /** A task that takes longer is given up (its worker is replaced). */
  taskTimeoutMs?: number;
  /** An idle worker ends after this long, giving its memory back. */
  idleTimeoutMs?: number;
  /** Heap cap per worker: the texts it reads are bounded, so its needs are too. */
  maxHeapMb?: number;
};

/** One core stays free for the event loop; two workers at most, as trial work is bursty. */
function defaultPoolSize(): number {
  return Math.max(1, Math.min(2, os.availableParallelism() - 1));
}

type Task = {
  id: number;
  task: WorkerTask;
  resolve: (result: TaskResult) => void;
  reject: (error: Error) => void;
  /** What a task answers when its worker dies under it. */
  crashed: (reason: string) => void;
};

type Slot = {
  worker: Worker;
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
};

// The compiled server (build.mjs) has offline-worker.js beside it and starts it as it is. Run from the
// TypeScript sources (Vitest, `npm run dev`), the thread starts through worker-boot.mjs, which uses tsx.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './worker-boot.mjs' : './offline-worker.js', import.meta.url);
const workerData = fromSource ? { entry: new URL('./offline-worker.ts', import.meta.url).href } : undefined;
const closedError = () => new Error('The offline model pool is closed');

/**
 * A small pool of worker threads, started on first use; tasks queue when every thread is busy. A thread that
 * crashes, runs out of its heap or overruns the time limit is replaced and its task rejects.
 */
export function createOfflineModelPool(options: PoolOptions = {}): OfflineModelPool {
  const size = options.size ?? defaultPoolSize();
  const taskTimeoutMs = options.taskTimeoutMs ?? 60_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const maxHeapMb = options.maxHeapMb ?? 512;
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  let nextId = 1;
  let started = 0;
  let closed = false;

  function finish(slot: Slot) {
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.worker.unref();
    dispatch();
    if (!slot.task && !closed) {
      slot.idleTimer = setTimeout(() => retire(slot), idleTimeoutMs);
      slot.idleTimer.unref();
    }
  }

  function retire(slot: Slot) {
    slots.delete(slot);
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    void slot.worker.terminate();
  }

  function fail(slot: Slot, reason: string) {
    const task = slot.task;
    retire(slot);
    if (task) {
      if (slot.ready) task.crashed(reason);
      else task.reject(new Error(`The offline model's worker could not start: ${reason}`));
    }
    dispatch();
  }

  function spawn(): Slot {
    started += 1;
    const worker = new Worker(workerUrl, {
      workerData,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    });
    const slot: Slot = { worker, ready: false };
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') {
        slot.ready = true;
        return;
      }
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      if (reply.type === 'done') task.resolve(reply.result);
      else task.reject(new Error(`An offline model task failed: ${reply.message}`));
      finish(slot);
    });
    worker.on('error', (error) =>
      fail(
        slot,
        /out of memory/i.test(error.message)
          ? 'could not be read (it needs too much memory)'
          : slot.ready
            ? 'could not be read (it seems damaged)'
            : error.message,
      ),
    );
    worker.on('exit', () => {
      if (slots.has(slot)) fail(slot, 'could not be read (the reader stopped unexpectedly)');
    });
    slots.add(slot);
    return slot;
  }

  function run(slot: Slot, task: Task) {
    clearTimeout(slot.idleTimer);
    slot.task = task;
    slot.worker.ref();
    slot.timer = setTimeout(() => fail(slot, 'took too long to read'), taskTimeoutMs);
    slot.worker.postMessage({ id: task.id, task: task.task } satisfies WorkerRequest);
  }

  function dispatch() {
    while (queue.length > 0) {
      let slot = [...slots].find((s) => !s.task);
      if (!slot && slots.size < size) slot = spawn();
      if (!slot) return;
      run(slot, queue.shift()!);
    }
  }

  function submit<T extends TaskResult>(
    task: WorkerTask,
    crashed: (reason: string) => T | Error,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (closed) return reject(closedError());
      queue.push({
        id: nextId++,
        task,
        resolve: (result) => resolve(result as T),
        reject,
        crashed: (reason) => {
          const outcome = crashed(reason);
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        },
      });
      dispatch();
    });
  }

  const modelCrash = (reason: string) => new Error(`The offline model's worker stopped: ${reason}`);

  return {
    offlineAnalysis: (caseData, documents, law = []) =>
      submit<string>({ kind: 'offline-analysis', caseData, documents, law }, modelCrash),
    offlineCaseReview: (caseData, documents) =>
      submit<CaseReview>({ kind: 'offline-case-review', caseData, documents }, modelCrash),
    stats: () => ({ workers: slots.size, started, queued: queue.length }),
    close: async () => {
      closed = true;
      for (const task of queue.splice(0)) task.reject(closedError());
      await Promise.all(
        [...slots].map(async (slot) => {
          slots.delete(slot);
          clearTimeout(slot.timer);
          clearTimeout(slot.idleTimer);
          slot.task?.reject(closedError());
          await slot.worker.terminate();
        }),
      );
    },
  };
}
