import { z } from 'zod';
import { pleaseWait } from '../common/messages';
import { jobSchema } from '../jobs/schemas';

/**
 * A user's own data (issue 30 item 10): everything Amicus holds about them as one zip archive, prepared by a
 * job, and the deletion of their account.
 *
 * - GET  /account/export            the latest archive, or null: its job, and once ready its size and expiry.
 * - POST /account/export            starts one (202 `{ jobId }`); while one is being prepared, answers with it.
 * - GET  /account/export/{jobId}/file   the zip (`amicus-data-YYYY-MM-DD.zip`), to its owner only, until it expires.
 * - DELETE /account                 `{ password }`: removes the account and all it owns (payments anonymised).
 */

/** The kind of the job that prepares an archive. */
export const ACCOUNT_EXPORT_JOB = 'account-export';

/** How long a prepared archive can be downloaded before it is deleted. */
export const EXPORT_KEPT_DAYS = 7;

export const accountExportSchema = z.object({
  job: jobSchema,
  /** Bytes of the zip, once ready. */
  size: z.number().int().nullable(),
  /** When the archive is deleted; null until it is ready. */
  expiresAt: z.iso.datetime().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const accountExportResultSchema = z.object({
  success: z.literal(true),
  export: accountExportSchema.nullable(),
});

export const deleteAccountBodySchema = z.object({
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(200),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResultSchema = z.object({ success: z.literal(true), message: z.string() });

export const accountMessages = {
  exportStarted: 'Your archive is being prepared.',
  tooManyExports: (seconds: number) => `You have prepared several archives today. ${pleaseWait(seconds)}`,
  exportStage: 'Preparing your archive',
  exportReady: 'Your archive is ready to download.',
  exportExpired: 'This archive has expired. Please prepare a new one.',
  exportNotFound: 'Archive not found',
  deleted: 'Your account and everything in it have been deleted.',
  wrongPassword: 'The password is not correct.',
  lastAdmin:
    'You are the only administrator. Make another user an administrator before deleting your account.',
};

/** What the archive holds, in the order its folders appear; the Privacy page and the web list it. */
export const archiveContents = [
  'profile.json: your profile and settings',
  'chats.json: your chats, their messages and the sources each reply cited',
  'documents.json: your letters, their versions and exports',
  'trials.json: your mock trials and their analyses',
  'reviews.json: your document reviews and their findings',
  'recordings.json: your recordings and their transcripts and analyses',
  'payments.json: your subscriptions, payments and credits (no card numbers; Amicus never holds them)',
  'files/: every file you uploaded or recorded',
] as const;
