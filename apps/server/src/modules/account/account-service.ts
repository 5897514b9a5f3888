import { and, desc, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_EXPORT_JOB, accountMessages as m, type AccountExport } from '@amicus/contract/account/data';
import type { AppContext } from '../../app-context';
import { jobs, users } from '../../db/schema/index';
import { eraseAccount, removeAccountFiles } from '../../domain/accounts/erase-account';
import { verifyPassword } from '../../domain/accounts/passwords';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { recordAudit } from '../../domain/audit/record-audit';
import { badRequest, notFound } from '../../http/app-error';
import { toJob } from '../../jobs/job-dto';
import type { JobRow } from '../../jobs/job-queries';
import { assertAnAdminRemains } from '../../domain/accounts/admin-rules';
import { accountExportJob, type AccountExportResult } from './export-job';

export type AccountServices = ReturnType<typeof accountServices>;

/** A user's own data: their archive (prepared by a job) and the deletion of their account (issue 30 item 10). */
export function accountServices(ctx: AppContext) {
  const exportJob = accountExportJob(ctx);
  ctx.jobs.register(exportJob);

  const expired = (result: AccountExportResult) => new Date(result.expiresAt) <= ctx.clock.now();

  /** Deletes the files of this user's archives that have passed their expiry; their jobs stay, as history. */
  async function dropExpired(userId: number, rows: JobRow[]): Promise<void> {
    const old = rows.filter(
      (row) => row.status === 'succeeded' && row.result && expired(row.result as AccountExportResult),
    );
    if (old.length === 0) return;
    await Promise.all(old.map((row) => ctx.storage.delete((row.result as AccountExportResult).key)));
    await ctx.db
      .update(jobs)
      .set({ result: null })
      .where(
        and(
          eq(jobs.userId, userId),
          inArray(
            jobs.id,
            old.map((row) => row.id),
          ),
        ),
      );
  }

  async function exportJobs(userId: number): Promise<JobRow[]> {
    return ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.userId, userId), eq(jobs.kind, ACCOUNT_EXPORT_JOB)))
      .orderBy(desc(jobs.id));
  }

  function describe(row: JobRow): AccountExport {
    const result = row.status === 'succeeded' ? (row.result as AccountExportResult | null) : null;
    const live = result && !expired(result) ? result : null;
    // The storage key is the server's; the owner sees the job, the size and the expiry.
    return {
      job: { ...toJob(row), result: null },
      size: live?.size ?? null,
      expiresAt: live?.expiresAt ?? null,
    };
  }

  return {
    async latestExport(userId: number): Promise<AccountExport | null> {
      const rows = await exportJobs(userId);
      await dropExpired(userId, rows);
      return rows[0] ? describe(rows[0]) : null;
    },

    /** Starts an archive, or answers with the one being prepared: a second click never makes two. */
    async startExport(userId: number): Promise<number> {
      return ctx.db.transaction(async (tx) => {
        // One start at a time per user: the row lock orders racing clicks.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [running] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.userId, userId),
              eq(jobs.kind, ACCOUNT_EXPORT_JOB),
              inArray(jobs.status, ['queued', 'running']),
            ),
          );
        if (running) return running.id;
        await ctx.throttles.accountExportByUser.consume(String(userId));
        const job = await ctx.jobs.enqueue(exportJob, { userId }, { userId, within: tx });
        return job.id;
      });
    },

    /** The archive's file, to its owner, until it expires. */
    async exportFile(userId: number, jobId: number) {
      const [row] = await ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.kind, ACCOUNT_EXPORT_JOB)));
      const result = row?.status === 'succeeded' ? (row.result as AccountExportResult | null) : null;
      if (!row || row.status !== 'succeeded') throw notFound(m.exportNotFound);
      if (!result || expired(result)) throw notFound(m.exportExpired);
      const stored = await ctx.storage.get(result.key);
      if (!stored) throw notFound(m.exportExpired);
      const day = row.finishedAt ?? row.updatedAt;
      return { ...stored, fileName: `amicus-data-${day.toISOString().slice(0, 10)}.zip` };
    },

    /**
     * Deletes the account after its password is given again: every row and file it owns, its sessions with its
     * rows (a token it held is refused from then on), its payments kept without it (decision 022).
     */
    async deleteAccount(userId: number, password: string, actor: AuditActor): Promise<void> {
      const now = ctx.clock.now();
      const keys = await ctx.db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) throw notFound(m.exportNotFound);
        if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(m.wrongPassword);
        await assertAnAdminRemains(tx, user, 'delete', m.lastAdmin);
        const fileKeys = await eraseAccount(tx, user);
        await recordAudit(tx, {
          actorId: null,
          action: 'delete-own-account',
          entityType: 'user',
          entityId: userId,
          changes: { role: { from: user.role } },
          request: actor.request,
          at: now,
        });
        return fileKeys;
      });
      removeAccountFiles(ctx, keys);
    },
  };
}
