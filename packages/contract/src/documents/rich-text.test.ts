import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_NODES,
  RICH_TEXT_MAX_TEXT,
  richTextDocSchema,
  richTextToPlain,
  type RichTextDoc,
} from './rich-text';

const firstMessage = (value: unknown) => richTextDocSchema.safeParse(value).error?.issues[0]?.message;
const text = (t: string, marks?: unknown[]) =>
  marks ? { type: 'text', text: t, marks } : { type: 'text', text: t };
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

/** A letter as the editor emits it, TipTap's extra attributes included. */
const letterBody = doc(
  { type: 'heading', attrs: { level: 1 }, content: [text('Demand for the return of my deposit')] },
  paragraph(text('Under '), text('D.C. Code § 42-3502.17', [{ type: 'bold' }]), text(', you had 45 days.')),
  {
    type: 'orderedList',
    attrs: { start: 1, type: null },
    content: [
      { type: 'listItem', content: [paragraph(text('Return $1,200', [{ type: 'italic' }]))] },
      {
        type: 'listItem',
        content: [
          paragraph(text('Itemise deductions')),
          {
            type: 'bulletList',
            content: [{ type: 'listItem', content: [paragraph(text('with receipts'))] }],
          },
        ],
      },
    ],
  },
  paragraph(
    text('See '),
    text('the rule', [
      {
        type: 'link',
        attrs: { href: 'https://code.dccouncil.gov/', target: '_blank', rel: 'noopener', class: null },
      },
    ]),
    { type: 'hardBreak' },
    text('Write to '),
    text('me', [{ type: 'link', attrs: { href: 'mailto:tenant@example.com' } }]),
  ),
  { type: 'paragraph' },
);

/** Lists nested `depth` deep, built without recursion so the test itself cannot overflow the stack. */
function nestedLists(depth: number): unknown {
  let node: unknown = paragraph(text('deep'));
  for (let i = 0; i < depth; i++)
    node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
  return doc(node);
}

describe('rich-text body', () => {
  it('accepts a letter as the editor writes it, and keeps only the attributes it knows', () => {
    const parsed = richTextDocSchema.parse(letterBody);
    expect(parsed.content).toHaveLength(5);
    expect(parsed.content[2]).toEqual({
      type: 'orderedList',
      attrs: { start: 1 },
      content: expect.any(Array) as unknown,
    });
    const link = parsed.content[3]!.type === 'paragraph' ? parsed.content[3]!.content?.[1] : undefined;
    expect(link).toEqual({
      type: 'text',
      text: 'the rule',
      marks: [{ type: 'link', attrs: { href: 'https://code.dccouncil.gov/' } }],
    });
  });

  it('reads as plain text in order, blocks apart, list items on their own lines', () => {
    expect(richTextToPlain(richTextDocSchema.parse(letterBody))).toBe(
      [
        'Demand for the return of my deposit',
        'Under D.C. Code § 42-3502.17, you had 45 days.',
        'Return $1,200\nItemise deductions\nwith receipts',
        'See the rule\nWrite to me',
        '',
      ].join('\n\n'),
    );
  });

  it('accepts lists nested up to RICH_TEXT_MAX_DEPTH levels, and refuses one more', () => {
    expect(richTextDocSchema.safeParse(nestedLists(RICH_TEXT_MAX_DEPTH)).success).toBe(true);
    expect(firstMessage(nestedLists(RICH_TEXT_MAX_DEPTH + 1))).toBe(
      'The document is too large or too deeply nested',
    );
  });

  it('refuses 10,000 levels of nesting quickly, without overflowing the stack', () => {
    const started = performance.now();
    expect(firstMessage(nestedLists(10_000))).toBe('The document is too large or too deeply nested');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses 100,000 nodes, and one node past the limit', () => {
    const many = doc(...Array.from({ length: 100_000 }, () => paragraph(text('x'))));
    expect(firstMessage(many)).toBe('The document is too large or too deeply nested');
    // doc + n paragraphs + n text nodes
    const atLimit = (RICH_TEXT_MAX_NODES - 1) / 2;
    const fits = doc(...Array.from({ length: Math.floor(atLimit) }, () => paragraph(text('x'))));
    expect(richTextDocSchema.safeParse(fits).success).toBe(true);
    const over = doc(...Array.from({ length: Math.floor(atLimit) + 1 }, () => paragraph(text('x'))));
    expect(firstMessage(over)).toBe('The document is too large or too deeply nested');
  });

  it('refuses more text than a document may hold', () => {
    const chunk = 'a'.repeat(50_000);
    const full = doc(
      ...Array.from({ length: RICH_TEXT_MAX_TEXT / chunk.length }, () => paragraph(text(chunk))),
    );
    expect(richTextDocSchema.safeParse(full).success).toBe(true);
    expect(firstMessage(doc(...full.content, paragraph(text('one more'))))).toBe(
      'The document is too large or too deeply nested',
    );
  });

  it('refuses javascript:, data: and relative links, however they are spelt', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '/admin',
      '//evil.example',
    ]) {
      expect(firstMessage(doc(paragraph(text('click', [{ type: 'link', attrs: { href } }]))))).toBe(
        'Links must be http, https or mailto',
      );
    }
  });

  it('refuses node and mark types it does not know', () => {
    const refused = [
      doc({ type: 'image', attrs: { src: 'https://example.com/x.png' } }),
      doc({ type: 'codeBlock', content: [text('x')] }),
      doc(paragraph({ type: 'mention', attrs: { id: 1 } })),
      doc(paragraph(text('x', [{ type: 'underline' }]))),
      doc({ type: 'heading', attrs: { level: 4 }, content: [text('too small')] }),
      doc({ type: 'bulletList', content: [paragraph(text('not in a list item'))] }),
      doc({ type: 'bulletList', content: [] }),
      doc(paragraph(text(''))),
      { type: 'paragraph', content: [] },
      doc(null),
      'not a document',
    ];
    for (const value of refused)
      expect(richTextDocSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('types what it accepts', () => {
    const body: RichTextDoc = richTextDocSchema.parse(doc(paragraph(text('typed'))));
    expect(body.content[0]?.type).toBe('paragraph');
  });
});
