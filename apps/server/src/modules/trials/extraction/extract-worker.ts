import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { offlineAnalysis } from '../offline/offline-analysis';
import { offlineCaseAnalysis, offlineSummary } from '../offline/offline-case-review';
import { extractDocument } from './extract-document';
import type { TaskResult, WorkerReply, WorkerRequest, WorkerTask } from './worker-protocol';

/**
 * A document worker's loop: one task at a time, `{ id, task }` in, `{ id, result }` out. PDF and DOCX parsing
 * and the offline model's text work are CPU-bound, so they run here, off the server's event loop.
 */
async function perform(task: WorkerTask): Promise<TaskResult> {
  switch (task.kind) {
    case 'extract':
      return extractDocument(task.bytes);
    case 'offline-analysis':
      return offlineAnalysis(task.caseData, task.documents);
    case 'offline-case-review':
      return {
        summary: offlineSummary(task.caseData, task.documents),
        caseAnalysis: offlineCaseAnalysis(task.caseData, task.documents),
      };
  }
}

const port = parentPort;
if (!port) throw new Error('extract-worker must run in a worker thread');

// Document work can wait; answering requests cannot. On Linux, priority 0 names the calling thread only (each
// thread is its own task), so this thread yields the CPU to the event loop under contention while the server
// keeps its own priority. Elsewhere the call would reach the whole process, so it is left out there.
if (process.platform === 'linux') {
  try {
    os.setPriority(0, os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed in this environment: the worker runs at normal priority.
  }
}

port.on('message', (request: WorkerRequest) => {
  perform(request.task).then(
    (result) => port.postMessage({ type: 'done', id: request.id, result } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({
        type: 'failed',
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply),
  );
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);
