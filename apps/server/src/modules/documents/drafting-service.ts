import { eq } from 'drizzle-orm';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import { finalJobStatuses } from '@amicus/contract/jobs/schemas';
import type { AppContext } from '../../app-context';
import { documents } from '../../db/schema/index';
import { AppError, badRequest } from '../../http/app-error';
import type { JobHandler } from '../../jobs/job-handler';
import { readJob } from '../../jobs/job-queries';
import { findOwnDocument } from './document-queries';
import type { DocumentDraftPayload, DocumentDraftResult } from './draft-job';
import { nextGroup } from './interview';
import { templateOf, type TemplateCatalogue } from './template-catalogue';
import { assertCanPay, workPrice } from '../../domain/credits/work-price';

/**
 * Queues the draft of a document whose interview is finished (every shown group saved, every pre-filled
 * answer confirmed); one draft at a time per document. Answers the job's id.
 */
export async function startDraft(
  ctx: AppContext,
  catalogue: TemplateCatalogue,
  handler: JobHandler<DocumentDraftPayload, DocumentDraftResult>,
  userId: number,
  id: number,
): Promise<number> {
  const row = await findOwnDocument(ctx.db, userId, id);
  const template = templateOf(catalogue, row.templateSlug);
  const pending = nextGroup(template, row.answers, row.completedGroups);
  if (pending) {
    const unconfirmed = row.completedGroups.includes(pending.id);
    throw badRequest(
      unconfirmed ? m.unconfirmedAnswers(pending.title) : m.interviewUnfinished(pending.title),
    );
  }
  if (row.status === 'drafting' && row.draftJobId !== null) {
    const current = await readJob(ctx.db, row.draftJobId);
    if (current && !finalJobStatuses.includes(current.status))
      throw new AppError('CONFLICT', m.alreadyDrafting);
  }
  // Each draft is paid for, and bounded as analyses are (decision 006).
  const price = await workPrice(ctx.db, ctx.config, 'documentDraft');
  await assertCanPay(ctx.db, userId, price);
  await ctx.throttles.documentDraftByUser.consume(String(userId));
  const queued = await ctx.jobs.enqueue(handler, { documentId: id, userId }, { userId, price });
  await ctx.db
    .update(documents)
    .set({ status: 'drafting', draftJobId: queued.id, draftError: null })
    .where(eq(documents.id, id));
  return queued.id;
}
