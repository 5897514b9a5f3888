import os from 'node:os';

/**
 * Lowers the calling worker thread's CPU priority: background work can wait, answering requests cannot. On
 * Linux, priority 0 names the calling thread only (each thread is its own task), so the thread yields the CPU
 * to the event loop under contention while the server keeps its own priority. Elsewhere the call would reach
 * the whole process, so it is left out there.
 */
export function lowerThreadPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    os.setPriority(0, os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed in this environment: the thread runs at normal priority.
  }
}
