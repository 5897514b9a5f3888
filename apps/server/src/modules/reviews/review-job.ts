import { and, eq } from 'drizzle-orm';
import { DOCUMENT_REVIEW_JOB, type ReviewResult } from '@amicus/contract/documents/review';
import { reviewMessages as m } from '@amicus/contract/documents/review-messages';
import type { AppContext } from '../../app-context';
import type { DocumentReader } from '../../document-reader/document-reader';
import { documentReviews } from '../../db/schema/index';
import { checkCitations, withoutPlaces } from '../../domain/library/citation-check';
import { groundingFor } from '../../domain/library/grounding';
import { checkFindingQuotes } from '../../domain/quotes/quote-check';
import { resolveModelForUser } from '../../domain/settings/resolve-model';
import { AppError } from '../../http/app-error';
import type { JobHandler } from '../../jobs/job-handler';
import { writeWithModel } from '../../jobs/write-with-model';
import {
  checkDocumentQuote,
  documentText,
  firstPart,
  type DocumentQuoteClaim,
  type DocumentText,
} from './document-text';
import { parseModelReview } from './model-review';
import { flagQuestion, sentencesOf, writeOfflineReview } from './offline-reviewer';
import { REVIEW_MAX_CHARS, reviewSystemPrompt, reviewUserMessage } from './review-prompt';
import { areaOf } from './review-service';
import type { WrittenReview } from './written-review';

export type ReviewPayload = { reviewId: number; userId: number };
export type ReviewJobResult = { success: true; reviewId: number; writtenBy: string };

const MAX_ATTEMPTS = 2;
/** How much of the document the library is searched with, besides its kind. */
const QUESTION_CHARS = 2_000;
/** About how long a model's JSON review runs: the bar fills towards it while it is written. */
const EXPECTED_ANSWER_CHARS = 6_000;
const WRITING_FROM = 35;
const WRITING_SPAN = 50;

/** The library's question: the clauses that waive a right or lean one way, else the document's opening. */
function questionOf(document: DocumentText): string[] {
  const parts: string[] = [];
  let length = 0;
  const flagged = flagQuestion(sentencesOf(document.parts));
  for (const text of flagged.length > 0 ? flagged : [document.text.slice(0, QUESTION_CHARS)]) {
    if (length + text.length > QUESTION_CHARS) break;
    parts.push(text);
    length += text.length + 1;
  }
  return parts;
}

/** Every finding's quotation checked against the document: kept (page corrected when on one other page) or dropped. */
function checked(document: DocumentText, written: WrittenReview) {
  let corrected = 0;
  let dropped = 0;
  const check = <F extends { quote: DocumentQuoteClaim | null }>(findings: readonly F[]) => {
    const result = checkFindingQuotes(findings, (claim: DocumentQuoteClaim) => {
      const quote = checkDocumentQuote(document, claim);
      if (!quote) return null;
      if (quote.corrected) corrected++;
      return { text: quote.text, page: quote.page, offset: quote.offset };
    });
    dropped += result.dropped;
    return result.findings;
  };
  const findings = {
    parties: check(written.parties),
    dates: check(written.dates),
    amounts: check(written.amounts),
    obligations: check(written.obligations),
    clauses: check(written.clauses),
    flags: check(written.flags),
    questions: check(written.questions),
  };
  return { findings, corrected, dropped };
}

/** The texts the citation check reads: every finding's words, a flag's reasons with them. */
const textsOf = (written: WrittenReview) =>
  [
    written.document.description,
    ...written.flags.flatMap((flag) => [flag.text, flag.why]),
    ...[
      written.parties,
      written.dates,
      written.amounts,
      written.obligations,
      written.clauses,
      written.questions,
    ]
      .flat()
      .map((finding) => finding.text),
  ].join('\n\n');

/**
 * Reviews an uploaded document: read again by the document reader (with its outline, for pages), grounded in the
 * library for the user's place (and area), written by the user's model (asked for JSON, read defensively) or by
 * this server's offline rules, then every quotation is checked against the page it names and the citations
 * against the passages given. Stages: reading the document, finding the law, writing, checking. A failure keeps
 * the file; the review shows why and can be run again.
 */
export function documentReviewJob(
  ctx: AppContext,
  reader: DocumentReader,
): JobHandler<ReviewPayload, ReviewJobResult> {
  return {
    kind: DOCUMENT_REVIEW_JOB,
    maxAttempts: MAX_ATTEMPTS,
    run: async (job) => {
      const { payload } = job;
      const mine = and(eq(documentReviews.id, payload.reviewId), eq(documentReviews.jobId, job.id));
      try {
        await job.progress(5, m.stageReading);
        const [row] = await ctx.db
          .select()
          .from(documentReviews)
          .where(and(eq(documentReviews.id, payload.reviewId), eq(documentReviews.userId, payload.userId)));
        if (!row) throw new AppError('NOT_FOUND', m.fileGone);
        const bytes = await ctx.storage.read(row.storageKey);
        if (!bytes) throw new AppError('NOT_FOUND', m.fileGone);
        const read = await reader.read(new Uint8Array(bytes), { outline: true, owner: payload.userId });
        if (read.status !== 'ok' || !read.blocks)
          throw new AppError('UPSTREAM_FAILED', m.reviewFailed(m.unreadable(row.title)));
        const document = documentText(read.blocks, read.kind === 'pdf');
        // A writer reads the document's start (a bounded time, whatever its length); quotes are checked in all of it.
        const head = firstPart(document, REVIEW_MAX_CHARS);

        await job.progress(20, m.stageFindingLaw);
        const grounding = await groundingFor(ctx.db, {
          country: row.country,
          state: row.state,
          area: await areaOf(ctx, row.categoryId).catch(() => null),
          question: questionOf(head.document),
          semantic: ctx.libraryEmbeddings,
        });
        const model = await resolveModelForUser(ctx, payload.userId);

        await job.progress(WRITING_FROM, m.stageWriting);
        let written: WrittenReview;
        let writtenBy = 'offline';
        let truncated = read.textCut === true || head.truncated;
        if (model.provider === 'offline') {
          written = writeOfflineReview(head.document, grounding, row.createdAt);
        } else {
          writtenBy = `${model.provider}:${model.modelId}`;
          const { message, truncated: cut } = reviewUserMessage(document);
          truncated ||= cut;
          const answer = await writeWithModel(
            ctx,
            job,
            {
              model,
              system: reviewSystemPrompt(grounding, document.paged),
              user: message,
              maxOutputTokens: 4000,
              expectedChars: EXPECTED_ANSWER_CHARS,
            },
            { from: WRITING_FROM, width: WRITING_SPAN, stage: m.stageWriting },
            { log: 'document review model failed', message: m.reviewFailed },
          );
          written = parseModelReview(answer);
        }

        await job.progress(90, m.stageChecking);
        const given = new Set(grounding.sources.map((source) => source.n));
        written.flags = written.flags.map((flag) => ({
          ...flag,
          sources: flag.sources.filter((n) => given.has(n)),
        }));
        const { findings, corrected, dropped } = checked(document, written);
        const result: ReviewResult = {
          document: written.document,
          ...findings,
          sources: grounding.sources,
          // Each finding is shown apart: a place in their joined text names no chip.
          citationCheck: withoutPlaces(
            checkCitations(textsOf(written), grounding.sources, {
              facts: document.parts.map((part) => part.text).join(' '),
            }),
          ),
          lawFound: grounding.lawFound,
          writer: model.provider === 'offline' ? 'offline' : 'model',
          writtenBy,
          droppedQuotes: dropped,
          correctedPages: corrected,
          truncated,
          createdAt: new Date().toISOString(),
        };
        // Saved only while this job is still the review's latest (not deleted, not asked again meanwhile).
        await ctx.db
          .update(documentReviews)
          .set({ result, status: 'reviewed', error: null, updatedAt: new Date() })
          .where(mine);
        return { success: true, reviewId: payload.reviewId, writtenBy };
      } catch (error) {
        const final = error instanceof AppError || job.attempt >= MAX_ATTEMPTS;
        if (final && !job.signal.aborted) {
          const message = error instanceof AppError ? error.message : m.reviewFailed('please try again.');
          job.log.warn({ reviewId: payload.reviewId, reason: message }, 'document review failed');
          await ctx.db
            .update(documentReviews)
            .set({ status: 'failed', error: message, updatedAt: new Date() })
            .where(mine);
        }
        throw error;
      }
    },
  };
}
