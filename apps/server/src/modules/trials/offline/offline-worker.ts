import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../../../lib/thread-priority';
import { offlineAnalysis } from './offline-analysis';
import { offlineCaseAnalysis, offlineSummary } from './offline-case-review';
import type { TaskResult, WorkerReply, WorkerRequest, WorkerTask } from './worker-protocol';

/**
 * An offline model worker's loop: one task at a time, `{ id, task }` in, `{ id, result }` out. The built-in
 * model's reports are CPU-bound text work, so they run here, off the server's event loop.
 */
async function perform(task: WorkerTask): Promise<TaskResult> {
  switch (task.kind) {
    case 'offline-analysis':
      return offlineAnalysis(task.caseData, task.documents, task.law);
    case 'offline-case-review':
      return {
        summary: offlineSummary(task.caseData, task.documents),
        caseAnalysis: offlineCaseAnalysis(task.caseData, task.documents),
      };
  }
}

const port = parentPort;
if (!port) throw new Error('offline-worker must run in a worker thread');

lowerThreadPriority();

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
