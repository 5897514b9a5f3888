import { eq, sql } from 'drizzle-orm';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import { DOCUMENT_DRAFT_JOB, type StoredAnswers } from '@amicus/contract/documents/schemas';
import { richTextToPlain, type RichTextDoc } from '@amicus/contract/documents/rich-text';
import type { DocumentTemplate } from '@amicus/contract/documents/templates';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import type { AppContext } from '../../app-context';
import { LlmError } from '../../adapters/llm/llm';
import { documents, documentVersions } from '../../db/schema/index';
import { checkCitations, withoutPlaces } from '../../domain/library/citation-check';
import { groundingFor, type Grounding } from '../../domain/library/grounding';
import { groundingInstructions } from '../../domain/library/grounding-prompt';
import { resolveModelForUser } from '../../domain/settings/resolve-model';
import { AppError } from '../../http/app-error';
import type { JobHandler } from '../../jobs/job-handler';
import { generateText } from '../../adapters/llm/generate-text';
import { findOwnDocument, latestVersion } from './document-queries';
import { bodyFromModelText, lawFlags, offlineDraft } from './draft-writer';
import { visibleFields, visibleGroups } from './interview';
import { fillText, letterParts, plannedBody, type PlannedBlock } from './render-letter';
import { templateOf, type TemplateCatalogue } from './template-catalogue';

export type DocumentDraftPayload = { documentId: number; userId: number };
export type DocumentDraftResult = { documentId: number; version: number; check: CitationCheck };

/**
 * The law the letter's law blocks rest on: the library searched for their queries in the user's place, in the
 * template's area first and, when that holds no law of the place, in every area (as a trial's grounding is).
 */
async function groundingOfLetter(
  ctx: AppContext,
  template: DocumentTemplate,
  answers: StoredAnswers,
  plan: PlannedBlock[],
): Promise<Grounding | null> {
  const queries = plan.flatMap((block) => (block.type === 'law' ? [block.query] : []));
  if (queries.length === 0 || !template.jurisdiction) return null;
  const base = {
    country: fillText(template, answers, `{{${template.jurisdiction.country}}}`),
    state: fillText(template, answers, `{{${template.jurisdiction.state}}}`),
    question: queries,
    semantic: ctx.libraryEmbeddings,
  };
  if (template.area) {
    const grounding = await groundingFor(ctx.db, { ...base, area: template.area });
    if (grounding.lawFound) return grounding;
  }
  return groundingFor(ctx.db, { ...base, area: null });
}

/** The facts as a hosted model reads them: each shown question and its answer. */
function factsOf(template: DocumentTemplate, answers: StoredAnswers): string {
  return visibleGroups(template, answers)
    .flatMap((group) => visibleFields(group, answers))
    .filter((field) => answers[field.id] !== undefined)
    .map((field) => `- ${field.label}: ${fillText(template, answers, `{{${field.id}}}`)}`)
    .join('\n');
}

const REWRITE_RULES = [
  'You draft the body of a formal letter for a person who has no lawyer. Write only the body: from the greeting to the last paragraph before the closing. No addresses, no date, no closing, no signature.',
  'Keep every fact and every request of the draft, and add no fact that is not in the answers. Be plain, firm and polite. Separate paragraphs with a blank line; start a list item with "- ".',
  'State a rule of law only from the numbered sources below, with its [n]; keep any quotation of a source word for word.',
].join('\n');

/**
 * Drafts a document from its answers, as a job: reads the answers, finds the law for the user's place, writes
 * (the offline model fills the template's own text; a hosted model rewrites that draft from the same facts and
 * passages), checks the citations and flags statements of law without a source, and saves version 1 (or the
 * next version, when it is drafted again). A provider failure is final and keeps the answers and any version.
 */
export function documentDraftJob(
  ctx: AppContext,
  catalogue: TemplateCatalogue,
): JobHandler<DocumentDraftPayload, DocumentDraftResult> {
  return {
    kind: DOCUMENT_DRAFT_JOB,
    maxAttempts: 2,
    run: async (job) => {
      const { documentId, userId } = job.payload;
      await job.progress(5, m.draftStageReading);
      const row = await findOwnDocument(ctx.db, userId, documentId);
      const template = templateOf(catalogue, row.templateSlug);
      const plan = plannedBody(template, row.answers);

      await job.progress(20, m.draftStageLaw);
      const grounding = await groundingOfLetter(ctx, template, row.answers, plan);
      const sources: CitedSource[] = grounding?.sources ?? [];

      await job.progress(40, m.draftStageWriting);
      const draft = offlineDraft(plan, grounding);
      const model = await resolveModelForUser(ctx, userId);
      let body: RichTextDoc = draft;
      if (model.provider !== 'offline') {
        try {
          const text = await generateText(ctx, {
            model,
            system: grounding ? `${REWRITE_RULES}\n\n${groundingInstructions(grounding)}` : REWRITE_RULES,
            user: `## The answers\n${factsOf(template, row.answers)}\n\n## The draft\n${richTextToPlain(draft)}\n\nRewrite the draft as the letter's body.`,
            maxOutputTokens: 2500,
            offlineAnswer: () => richTextToPlain(draft),
            signal: job.signal,
          });
          body = bodyFromModelText(text);
        } catch (error) {
          if (!(error instanceof LlmError)) throw error;
          job.log.warn(
            { documentId, providerStatus: error.status, reason: error.message },
            'document draft failed',
          );
          const message = m.draftFailed(error.message);
          await ctx.db
            .update(documents)
            .set({
              status: (await latestVersion(ctx.db, documentId)) ? 'drafted' : 'interview',
              draftError: message,
            })
            .where(eq(documents.id, documentId));
          throw new AppError('UPSTREAM_FAILED', message);
        }
      }

      await job.progress(85, m.draftStageChecking);
      const plain = richTextToPlain(body);
      // The draft is shown as rich text: a place in its plain text names no chip.
      const check = withoutPlaces(checkCitations(plain, sources, { facts: factsOf(template, row.answers) }));
      const flags = lawFlags(plain, grounding);
      const version = await ctx.db.transaction(async (tx) => {
        await findOwnDocument(tx, userId, documentId, { forUpdate: true });
        const n = ((await latestVersion(tx, documentId))?.n ?? 0) + 1;
        const now = ctx.clock.now();
        await tx
          .insert(documentVersions)
          .values({ documentId, n, body, origin: 'draft', createdAt: now, savedAt: now });
        await tx
          .update(documents)
          .set({
            status: 'drafted',
            letter: letterParts(template, row.answers),
            sources,
            citationCheck: check,
            lawFlags: flags,
            draftError: null,
            revision: sql`${documents.revision} + 1`,
            updatedAt: ctx.clock.now(),
          })
          .where(eq(documents.id, documentId));
        return n;
      });
      return { documentId, version, check };
    },
  };
}
