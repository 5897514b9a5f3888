import { spawn } from 'node:child_process';
import { constants as fsConstants, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The first executable file called `name` in the directories of `searchPath` (a PATH), or undefined. */
export async function findProgram(name: string, searchPath: string): Promise<string | undefined> {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      await fs.access(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // Not here: the next directory.
    }
  }
  return undefined;
}

export type ProgramOutcome =
  | { status: 'exited'; code: number | null; stderr: string }
  | { status: 'timed-out' }
  | { status: 'aborted' }
  | { status: 'not-started'; reason: string };

/**
 * Linux's setpriv (util-linux, on every Debian) starts a program with a parent-death signal: killed with the
 * server, even by `kill -9`, instead of running on with no deadline (its deadline was the server's timer).
 */
const DIES_WITH_SERVER =
  process.platform === 'linux' && existsSync('/usr/bin/setpriv')
    ? { program: '/usr/bin/setpriv', args: ['--pdeathsig', 'KILL', '--'] }
    : undefined;

/** Keeps the last bytes of a program's error output for the server's log; never shown to users. */
const STDERR_KEEP_CHARS = 4_000;

/**
 * Runs a program (never through a shell) with an empty environment, below-normal CPU priority (transcribing
 * can wait; answering requests cannot), a deadline and the caller's signal: past either, it is killed, and it
 * dies with the server (DIES_WITH_SERVER). Each line it writes to stdout goes to `onLine` as it comes.
 */
export function runProgram(
  program: string,
  args: string[],
  options: { timeoutMs: number; signal?: AbortSignal; onLine?: (line: string) => void },
): Promise<ProgramOutcome> {
  return new Promise((resolve) => {
    if (options.signal?.aborted) return resolve({ status: 'aborted' });
    const child = DIES_WITH_SERVER
      ? spawn(DIES_WITH_SERVER.program, [...DIES_WITH_SERVER.args, program, ...args], {
          env: {},
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(program, args, { env: {}, stdio: ['ignore', 'pipe', 'pipe'] });
    let ended: ProgramOutcome | undefined;
    let stderr = '';
    const stop = (outcome: ProgramOutcome) => {
      ended ??= outcome;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop({ status: 'timed-out' }), options.timeoutMs);
    const onAbort = () => stop({ status: 'aborted' });
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, os.constants.priority.PRIORITY_BELOW_NORMAL);
      } catch {
        // Not allowed here: it runs at normal priority.
      }
    }
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => options.onLine?.(line));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP_CHARS);
    });
    const finish = (outcome: ProgramOutcome) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(ended ?? outcome);
    };
    child.on('error', (error) => finish({ status: 'not-started', reason: error.message }));
    // 'close' comes after stdout has ended, so every line has been handed over.
    child.on('close', (code) => finish({ status: 'exited', code, stderr }));
  });
}
