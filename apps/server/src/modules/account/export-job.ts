import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { ACCOUNT_EXPORT_JOB, archiveContents, EXPORT_KEPT_DAYS } from '@amicus/contract/account/data';
import type { AppContext } from '../../app-context';
import type { JobHandler } from '../../jobs/job-handler';
import { accountSections } from './account-data';

export type AccountExportPayload = { userId: number };
export type AccountExportResult = { key: string; size: number; expiresAt: string };

/** Where a user's archives are kept: one folder per user, so an erased account's archives go with it. */
export const exportFolder = (userId: number) => `exports/${userId}/`;
export const exportKey = (userId: number, jobId: number) => `${exportFolder(userId)}${jobId}.zip`;

const readme = (at: Date, missing: string[]) =>
  [
    `Everything Amicus held about you on ${at.toISOString()}.`,
    '',
    ...archiveContents.map((line) => `- ${line}`),
    '',
    'The JSON files hold each record as Amicus stores it; a record\'s "file" is the path of its file here.',
    ...(missing.length
      ? ['', 'These files could not be read from storage when the archive was made:', ...missing]
      : []),
    '',
  ].join('\n');

/**
 * Prepares a user's archive (issue 30 item 10): the JSON of every record they own and every file they uploaded
 * or recorded, zipped to a temporary file (files are streamed, never held in memory whole), then stored beside
 * their other files for EXPORT_KEPT_DAYS days.
 */
export function accountExportJob(ctx: AppContext): JobHandler<AccountExportPayload, AccountExportResult> {
  return {
    kind: ACCOUNT_EXPORT_JOB,
    maxAttempts: 2,
    run: async (job) => {
      await job.progress(5, 'Gathering your records');
      const sections = await accountSections(ctx.db, job.payload.userId);
      const files = sections.flatMap((s) => s.files);
      await fs.mkdir(ctx.config.uploads.tempDir, { recursive: true });
      const dir = await fs.mkdtemp(path.join(ctx.config.uploads.tempDir, `account-export-${job.id}-`));
      try {
        const zipPath = path.join(dir, 'archive.zip');
        const zip = new yazl.ZipFile();
        const written = pipeline(zip.outputStream, createWriteStream(zipPath));
        for (const section of sections)
          zip.addBuffer(Buffer.from(JSON.stringify(section.data, null, 2)), section.name);
        const missing: string[] = [];
        for (const [i, file] of files.entries()) {
          job.signal.throwIfAborted();
          const stored = await ctx.storage.get(file.key);
          if (!stored) missing.push(file.path);
          else {
            zip.addReadStream(stored.body, file.path);
            // yazl reads the streams in order: wait for this one before opening the next file's.
            await new Promise<void>((resolve, reject) => {
              stored.body.once('end', resolve).once('close', resolve).once('error', reject);
            });
          }
          await job.progress(10 + Math.round((80 * (i + 1)) / files.length), 'Adding your files');
        }
        const at = ctx.clock.now();
        zip.addBuffer(Buffer.from(readme(at, missing)), 'README.txt');
        zip.end();
        await written;
        await job.progress(95, 'Storing the archive');
        const key = exportKey(job.payload.userId, job.id);
        await ctx.storage.putFile(key, zipPath, 'application/zip');
        const { size } = await fs.stat(zipPath);
        const expiresAt = new Date(at.getTime() + EXPORT_KEPT_DAYS * 86_400_000).toISOString();
        return { key, size, expiresAt };
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
}
