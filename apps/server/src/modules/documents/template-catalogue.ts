import { eq } from 'drizzle-orm';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import type { AdminTemplate, DocumentTemplate, TemplateSummary } from '@amicus/contract/documents/templates';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { documentTemplateSettings } from '../../db/schema/index';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { diffFields } from '../../domain/audit/field-changes';
import { recordAudit } from '../../domain/audit/record-audit';
import { loadTemplates } from '../../domain/letters/templates/load-templates';
import { notFound } from '../../http/app-error';

/** The templates read (and checked) once at start-up, by slug. */
export type TemplateCatalogue = ReadonlyMap<string, DocumentTemplate>;

export function createTemplateCatalogue(dir?: string): TemplateCatalogue {
  const templates = loadTemplates(dir).sort((a, b) => a.title.localeCompare(b.title));
  return new Map(templates.map((template) => [template.slug, template]));
}

async function disabledSlugs(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ slug: documentTemplateSettings.slug })
    .from(documentTemplateSettings)
    .where(eq(documentTemplateSettings.enabled, false));
  return new Set(rows.map((row) => row.slug));
}

const summaryOf = (template: DocumentTemplate): TemplateSummary => ({
  slug: template.slug,
  title: template.title,
  description: template.description,
  area: template.area,
  groups: template.groups,
});

export async function enabledTemplates(db: DbOrTx, catalogue: TemplateCatalogue): Promise<TemplateSummary[]> {
  const disabled = await disabledSlugs(db);
  return [...catalogue.values()].filter((t) => !disabled.has(t.slug)).map(summaryOf);
}

/** A template a user may start a document from: known and not switched off. */
export async function findEnabledTemplate(
  db: DbOrTx,
  catalogue: TemplateCatalogue,
  slug: string,
): Promise<DocumentTemplate> {
  const template = catalogue.get(slug);
  if (!template || (await disabledSlugs(db)).has(slug)) throw notFound(m.templateNotFound);
  return template;
}

/** The template of an existing document: still readable when switched off since. */
export function templateOf(catalogue: TemplateCatalogue, slug: string): DocumentTemplate {
  const template = catalogue.get(slug);
  if (!template) throw notFound(m.templateNotFound);
  return template;
}

const adminView = (template: DocumentTemplate, enabled: boolean): AdminTemplate => ({
  slug: template.slug,
  title: template.title,
  description: template.description,
  area: template.area,
  enabled,
  fieldCount: template.groups.reduce((sum, group) => sum + group.fields.length, 0),
});

export async function adminTemplates(db: DbOrTx, catalogue: TemplateCatalogue): Promise<AdminTemplate[]> {
  const disabled = await disabledSlugs(db);
  return [...catalogue.values()].map((template) => adminView(template, !disabled.has(template.slug)));
}

/** Switches a template on or off for users, in one transaction with its audit entry. */
export async function setTemplateEnabled(
  ctx: AppContext,
  actor: AuditActor,
  catalogue: TemplateCatalogue,
  slug: string,
  enabled: boolean,
): Promise<AdminTemplate> {
  const template = catalogue.get(slug);
  if (!template) throw notFound(m.templateNotFound);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(documentTemplateSettings)
      .where(eq(documentTemplateSettings.slug, slug))
      .for('update');
    await tx
      .insert(documentTemplateSettings)
      .values({ slug, enabled, updatedAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: documentTemplateSettings.slug,
        set: { enabled, updatedAt: ctx.clock.now() },
      });
    // A template is named by its slug (a file), not a row id.
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'update',
      entityType: 'document_template',
      entityId: slug,
      changes: diffFields({ enabled: before?.enabled ?? true }, { enabled }),
      request: actor.request,
      at: ctx.clock.now(),
    });
    return adminView(template, enabled);
  });
}
