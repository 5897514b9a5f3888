import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runProgram } from './run-program';

const here = path.dirname(fileURLToPath(import.meta.url));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let dir: string | undefined;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe('runProgram', () => {
  it('hands over each line, and kills a program past its deadline', async () => {
    const lines: string[] = [];
    expect(
      await runProgram('/bin/echo', ['one'], { timeoutMs: 5_000, onLine: (line) => lines.push(line) }),
    ).toEqual({ status: 'exited', code: 0, stderr: '' });
    expect(lines).toEqual(['one']);
    expect(await runProgram('/bin/sleep', ['5'], { timeoutMs: 100 })).toEqual({ status: 'timed-out' });
  });

  it.skipIf(process.platform !== 'linux')(
    'starts programs that die with the server, even when it is killed with SIGKILL',
    async () => {
      // A stand-in server: starts a long program through runProgram, prints its pid, and waits.
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-run-program-'));
      const script = path.join(dir, 'server.ts');
      await fs.writeFile(
        script,
        `import { runProgram } from ${JSON.stringify(path.join(here, 'run-program.ts'))};\n` +
          `void runProgram('/bin/sleep', ['60'], { timeoutMs: 60_000 });\n` +
          `setInterval(() => {}, 1000);\n`,
      );
      const server = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'ignore' });
      const child = async () => {
        const { stdout } = await new Promise<{ stdout: string }>((resolve) => {
          const ps = spawn('pgrep', ['-P', String(server.pid), '-f', 'sleep 60']);
          let out = '';
          ps.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          ps.on('close', () => resolve({ stdout: out }));
        });
        return Number(stdout.trim().split('\n')[0]) || undefined;
      };
      await expect.poll(child, { timeout: 15_000 }).toBeGreaterThan(0);
      const pid = (await child())!;
      expect(alive(pid)).toBe(true);

      server.kill('SIGKILL');
      await expect.poll(() => alive(pid), { timeout: 5_000 }).toBe(false);
    },
    30_000,
  );
});
