import { z } from 'zod';
import { idSchema as rowIdSchema } from '../common/ids';

/**
 * A document template, as data (issue 18): the questions of its guided interview, in groups, and the letter's
 * structure, whose text names the answers as `{{fieldId}}`. One JSON file per template on the server, checked
 * against this schema at start-up: a bad file stops the server with the file and the field named.
 */

const ID = /^[a-z][a-z0-9_]{0,39}$/;
const SLUG = /^[a-z][a-z0-9-]{1,59}$/;
const idSchema = z.string().regex(ID, { error: 'Must be lower-case letters, digits and _ (at most 40)' });

export const fieldTypes = [
  'text',
  'textarea',
  'date',
  'money',
  'email',
  'phone',
  'address',
  'select',
  'yes-no',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** Where a field's answer may be found in a chat, to pre-fill it (the user then confirms it). */
export const prefillSources = [
  'country',
  'state',
  'role',
  'description',
  'amount',
  'date',
  'user-name',
  'user-email',
  'other-party',
] as const;
export type PrefillSource = (typeof prefillSources)[number];

/** Shown only when an earlier answer is `equals`, one of `oneOf`, or (`answered: true`) given at all. */
export const conditionSchema = z.union([
  z.strictObject({ field: idSchema, equals: z.union([z.string().max(200), z.boolean()]) }),
  z.strictObject({ field: idSchema, oneOf: z.array(z.string().max(200)).min(1).max(20) }),
  z.strictObject({ field: idSchema, answered: z.literal(true) }),
]);
export type Condition = z.infer<typeof conditionSchema>;

/** An answer as stored: text (dates as YYYY-MM-DD, a select's value) or a yes-no. */
export type AnswerValue = string | boolean;

/** Whether a question, group or block with this condition is shown, given the answers so far. */
export function isShown(
  condition: Condition | undefined,
  valueOf: (field: string) => AnswerValue | undefined,
): boolean {
  if (!condition) return true;
  const value = valueOf(condition.field);
  if ('answered' in condition) return value !== undefined && value !== '';
  if ('equals' in condition) return (value ?? '') === condition.equals;
  return typeof value === 'string' && condition.oneOf.includes(value);
}

export const fieldSchema = z.strictObject({
  id: idSchema,
  label: z.string().min(1).max(200),
  help: z.string().max(600).optional(),
  type: z.enum(fieldTypes),
  required: z.boolean().default(false),
  minLength: z.number().int().min(0).max(20_000).optional(),
  maxLength: z.number().int().min(1).max(20_000).optional(),
  /** For money: the smallest and largest amounts. */
  min: z.number().min(0).optional(),
  max: z.number().min(0).optional(),
  /** A regular expression the whole answer must match, and the message shown when it does not. */
  pattern: z.string().max(300).optional(),
  patternMessage: z.string().max(300).optional(),
  options: z
    .array(z.strictObject({ value: z.string().min(1).max(80), label: z.string().min(1).max(200) }))
    .max(30)
    .optional(),
  showIf: conditionSchema.optional(),
  prefill: z.enum(prefillSources).optional(),
});
export type TemplateField = z.infer<typeof fieldSchema>;

export const groupSchema = z.strictObject({
  id: idSchema,
  title: z.string().min(1).max(200),
  intro: z.string().max(1_000).optional(),
  showIf: conditionSchema.optional(),
  fields: z.array(fieldSchema).min(1).max(30),
});
export type TemplateGroup = z.infer<typeof groupSchema>;

const textSchema = z.string().min(1).max(5_000);

/** The letter's body, block by block; each may be shown only on a condition. */
export const bodyBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('heading'), text: textSchema, showIf: conditionSchema.optional() }),
  z.strictObject({ type: z.literal('paragraph'), text: textSchema, showIf: conditionSchema.optional() }),
  z.strictObject({
    type: z.literal('list'),
    items: z.array(textSchema).min(1).max(30),
    showIf: conditionSchema.optional(),
  }),
  /**
   * The rule of law the letter rests on: `query` is what the library is searched for, in the user's
   * jurisdiction; `intro` leads into the rule quoted with its citation.
   */
  z.strictObject({
    type: z.literal('law'),
    query: z.string().min(3).max(500),
    intro: textSchema,
    showIf: conditionSchema.optional(),
  }),
]);
export type BodyBlock = z.infer<typeof bodyBlockSchema>;

const partySchema = z.strictObject({ name: textSchema, address: z.string().max(5_000).optional() });

export const letterStructureSchema = z.strictObject({
  sender: partySchema,
  recipient: partySchema,
  date: textSchema,
  subject: textSchema,
  closing: textSchema,
  signature: textSchema,
  body: z.array(bodyBlockSchema).min(1).max(80),
});
export type LetterStructure = z.infer<typeof letterStructureSchema>;

const PLACEHOLDER = /\{\{\s*([^}\s]*)\s*\}\}/g;
/** The field ids a text names as `{{id}}`. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

const templateShape = z.strictObject({
  slug: z.string().regex(SLUG, { error: 'Must be lower-case letters, digits and -' }),
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(1_000),
  /** The legal area (a category slug, e.g. `housing`), null for none; the law block is searched in it first. */
  area: z.string().regex(SLUG).nullable(),
  /** The fields that name the user's country and state, for the law of their place. */
  jurisdiction: z.strictObject({ country: idSchema, state: idSchema }).optional(),
  groups: z.array(groupSchema).min(1).max(20),
  letter: letterStructureSchema,
});

/** Every text of the letter with its path, for the placeholder check. */
function letterTexts(letter: LetterStructure): [string, string][] {
  const texts: [string, string][] = [
    ['letter.sender.name', letter.sender.name],
    ['letter.sender.address', letter.sender.address ?? ''],
    ['letter.recipient.name', letter.recipient.name],
    ['letter.recipient.address', letter.recipient.address ?? ''],
    ['letter.date', letter.date],
    ['letter.subject', letter.subject],
    ['letter.closing', letter.closing],
    ['letter.signature', letter.signature],
  ];
  letter.body.forEach((block, i) => {
    if (block.type === 'list')
      block.items.forEach((item, j) => texts.push([`letter.body.${i}.items.${j}`, item]));
    else
      texts.push([
        `letter.body.${i}.${block.type === 'law' ? 'intro' : 'text'}`,
        block.type === 'law' ? block.intro : block.text,
      ]);
  });
  return texts;
}

/**
 * A template whose references hold: every field id is unique, a condition names an earlier field (and a value
 * a select offers), a placeholder names a field, a select has options, a pattern compiles, and a law block has
 * the jurisdiction's fields to search by.
 */
export const documentTemplateSchema = templateShape.superRefine((template, ctx) => {
  const fields = new Map<string, TemplateField>();
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const checkCondition = (condition: Condition | undefined, path: (string | number)[]) => {
    if (!condition) return;
    const field = fields.get(condition.field);
    if (!field) return issue([...path, 'field'], `“${condition.field}” is not a field asked before this one`);
    if ('answered' in condition) return;
    const values = 'equals' in condition ? [condition.equals] : condition.oneOf;
    for (const value of values) {
      if (field.type === 'yes-no' && typeof value !== 'boolean')
        issue(path, `“${condition.field}” is a yes-no question: compare it with true or false`);
      if (field.type === 'select' && !field.options?.some((option) => option.value === value))
        issue(path, `“${String(value)}” is not one of the options of “${condition.field}”`);
    }
  };
  const groupIds = new Set<string>();
  template.groups.forEach((group, g) => {
    if (groupIds.has(group.id)) issue(['groups', g, 'id'], `The group id “${group.id}” is used twice`);
    groupIds.add(group.id);
    checkCondition(group.showIf, ['groups', g, 'showIf']);
    group.fields.forEach((field, f) => {
      const path = ['groups', g, 'fields', f];
      if (fields.has(field.id)) issue([...path, 'id'], `The field id “${field.id}” is used twice`);
      checkCondition(field.showIf, [...path, 'showIf']);
      if (field.type === 'select' && !field.options?.length)
        issue([...path, 'options'], 'A select field needs its options');
      if (field.type !== 'select' && field.options)
        issue([...path, 'options'], 'Only a select field has options');
      if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength)
        issue([...path, 'minLength'], 'minLength is larger than maxLength');
      if (field.pattern !== undefined) {
        try {
          new RegExp(field.pattern, 'u');
        } catch {
          issue([...path, 'pattern'], 'The pattern is not a valid regular expression');
        }
        if (!field.patternMessage)
          issue([...path, 'patternMessage'], 'A pattern needs the message shown when it fails');
      }
      fields.set(field.id, field);
    });
  });
  for (const [path, text] of letterTexts(template.letter))
    for (const id of placeholdersIn(text))
      if (!fields.has(id)) issue(path.split('.'), `{{${id}}} names no field of this template`);
  template.letter.body.forEach((block, i) => checkCondition(block.showIf, ['letter', 'body', i, 'showIf']));
  const hasLaw = template.letter.body.some((block) => block.type === 'law');
  if (hasLaw && !template.jurisdiction)
    issue(['jurisdiction'], 'A template with a law block names the fields of the country and state');
  if (template.jurisdiction)
    for (const key of ['country', 'state'] as const)
      if (!fields.has(template.jurisdiction[key]))
        issue(['jurisdiction', key], `“${template.jurisdiction[key]}” is not a field of this template`);
});
export type DocumentTemplate = z.infer<typeof templateShape>;

/** What a user sees of a template in the catalogue: enough to choose one and run its interview. */
export const templateSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  area: z.string().nullable(),
  groups: z.array(groupSchema),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateCatalogueResultSchema = z.object({
  success: z.literal(true),
  templates: z.array(templateSummarySchema),
  /** How many documents a user may keep, said beside the catalogue. */
  documentsLimitMessage: z.string(),
});

/** `GET /document-templates/suggested?chat=`: the template that fits a chat's problem, if one does. */
export const suggestedTemplateQuerySchema = z.object({ chat: rowIdSchema });
export const suggestedTemplateResultSchema = z.object({
  success: z.literal(true),
  slug: z.string().nullable(),
});
export type SuggestedTemplateResult = z.infer<typeof suggestedTemplateResultSchema>;

export const adminTemplateSchema = templateSummarySchema.omit({ groups: true }).extend({
  enabled: z.boolean(),
  fieldCount: z.number().int(),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

export const adminTemplatesResultSchema = z.object({
  success: z.literal(true),
  templates: z.array(adminTemplateSchema),
});
export const adminTemplateResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  template: adminTemplateSchema,
});
export const templateSlugParamsSchema = z.object({ slug: z.string().regex(SLUG) });
export const updateTemplateBodySchema = z.strictObject({ enabled: z.boolean() });
