import { z } from 'zod';

/**
 * A document's body as the editor keeps it: ProseMirror/TipTap JSON restricted to what a letter needs — headings,
 * paragraphs, bullet and numbered lists, bold, italic and links. The same tree is what the DOCX and PDF exports
 * render, so nothing the editor can make is lost on export and nothing else can be stored.
 */

export const RICH_TEXT_MAX_NODES = 20_000;
export const RICH_TEXT_MAX_DEPTH = 8;
export const RICH_TEXT_MAX_TEXT = 200_000;

/** A link's address: the web or e-mail only (no javascript:, data: or relative links). The editor's link dialog checks it too. */
export const richTextHrefSchema = z
  .string()
  .max(2_000, { error: 'A link must be at most 2,000 characters' })
  .refine((href) => /^(https?:|mailto:)/i.test(href), { error: 'Links must be http, https or mailto' });

const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href: richTextHrefSchema }) }),
]);
export type RichTextMark = z.infer<typeof markSchema>;

export type RichTextInline =
  { type: 'text'; text: string; marks?: RichTextMark[] | undefined } | { type: 'hardBreak' };

export type RichTextBlock =
  | { type: 'paragraph'; content?: RichTextInline[] | undefined }
  | { type: 'heading'; attrs: { level: 1 | 2 | 3 }; content?: RichTextInline[] | undefined }
  | { type: 'bulletList'; content: RichTextListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number | undefined } | undefined; content: RichTextListItem[] };

export type RichTextListItem = { type: 'listItem'; content: RichTextBlock[] };

export type RichTextDoc = { type: 'doc'; content: RichTextBlock[] };

const inlineSchema: z.ZodType<RichTextInline> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string().min(1).max(50_000),
    marks: z.array(markSchema).max(3).optional(),
  }),
  z.object({ type: z.literal('hardBreak') }),
]);

const blockSchema: z.ZodType<RichTextBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), content: z.array(inlineSchema).optional() }),
    z.object({
      type: z.literal('heading'),
      attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
      content: z.array(inlineSchema).optional(),
    }),
    z.object({ type: z.literal('bulletList'), content: z.array(listItemSchema).min(1) }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(0).max(10_000).optional() }).optional(),
      content: z.array(listItemSchema).min(1),
    }),
  ]),
);

const listItemSchema: z.ZodType<RichTextListItem> = z.lazy(() =>
  z.object({ type: z.literal('listItem'), content: z.array(blockSchema).min(1) }),
);

/** Counts nodes, depth and text before the tree is parsed, so a hostile body is refused cheaply. */
function withinLimits(value: unknown): boolean {
  let nodes = 0;
  let text = 0;
  const walk = (node: unknown, depth: number): boolean => {
    if (depth > RICH_TEXT_MAX_DEPTH * 2 + 2) return false;
    if (++nodes > RICH_TEXT_MAX_NODES) return false;
    if (typeof node !== 'object' || node === null) return true;
    const { text: t, content } = node as { text?: unknown; content?: unknown };
    if (typeof t === 'string' && (text += t.length) > RICH_TEXT_MAX_TEXT) return false;
    return !Array.isArray(content) || content.every((child) => walk(child, depth + 1));
  };
  return walk(value, 0);
}

export const richTextDocSchema: z.ZodType<RichTextDoc> = z
  .unknown()
  .refine(withinLimits, { error: 'The document is too large or too deeply nested' })
  .pipe(z.object({ type: z.literal('doc'), content: z.array(blockSchema) }));

/** The text of a body, blocks separated by blank lines (search, quoting checks, the offline model's input). */
export function richTextToPlain(doc: RichTextDoc): string {
  const inline = (content: RichTextInline[] | undefined) =>
    (content ?? []).map((part) => (part.type === 'text' ? part.text : '\n')).join('');
  const block = (node: RichTextBlock): string => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        return inline(node.content);
      case 'bulletList':
      case 'orderedList':
        return node.content.map((item) => item.content.map(block).join('\n')).join('\n');
    }
  };
  return doc.content.map(block).join('\n\n');
}
