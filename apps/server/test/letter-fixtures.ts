import type { Letter } from '@amicus/contract/documents/letter';
import {
  RICH_TEXT_MAX_TEXT,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
} from '@amicus/contract/documents/rich-text';

const text = (t: string, ...marks: ('bold' | 'italic')[]): RichTextInline =>
  marks.length > 0
    ? { type: 'text', text: t, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text: t };
const link = (t: string, href: string): RichTextInline => ({
  type: 'text',
  text: t,
  marks: [{ type: 'link', attrs: { href } }],
});
const paragraph = (...content: RichTextInline[]): RichTextBlock => ({ type: 'paragraph', content });
const heading = (level: 1 | 2 | 3, t: string): RichTextBlock => ({
  type: 'heading',
  attrs: { level },
  content: [text(t)],
});
const item = (...content: RichTextBlock[]) => ({ type: 'listItem' as const, content });

export const DEPOSIT_RULE_URL = 'https://code.dccouncil.gov/us/dc/council/code/sections/42-3502.17';

/** A short letter with every kind of block and mark the editor makes. */
export function depositBody(): RichTextDoc {
  return {
    type: 'doc',
    content: [
      heading(1, 'Demand for return of security deposit'),
      paragraph(
        text('I paid a security deposit of '),
        text('$1,200', 'bold'),
        text(' when I moved in. Under '),
        link('D.C. Code § 42-3502.17', DEPOSIT_RULE_URL),
        text(', a landlord has '),
        text('45 days', 'italic'),
        text(' to return it or to tell the tenant in writing why it is kept.'),
      ),
      heading(2, 'What I ask'),
      {
        type: 'orderedList',
        content: [
          item(paragraph(text('Return the deposit of $1,200 with interest.'))),
          item(paragraph(text('Send an itemised list of any deductions.')), {
            type: 'bulletList',
            content: [item(paragraph(text('with the receipts for each repair')))],
          }),
        ],
      },
      heading(3, 'Where to send it'),
      {
        type: 'bulletList',
        content: [
          item(paragraph(text('By mail to the address above'))),
          item(paragraph(text('Or by bank transfer'))),
        ],
      },
      paragraph(text('First line'), { type: 'hardBreak' }, text('after a line break')),
    ],
  };
}

export function letterWith(body: RichTextDoc, overrides: Partial<Letter> = {}): Letter {
  return {
    sender: {
      name: 'Dana Tenant',
      addressLines: ['12 Elm Street NW, Apt 3', 'Washington, DC 20001'],
      email: 'dana@example.com',
      phone: '+1 (202) 555-0100',
    },
    recipient: { name: 'Acme Properties LLC', addressLines: ['1 Market Square', 'Washington, DC 20004'] },
    date: '2026-11-27',
    subject: 'Return of my security deposit',
    salutation: 'Dear Acme Properties:',
    body,
    closing: 'Sincerely,',
    signatureName: 'Dana Tenant',
    sources: [],
    ...overrides,
  };
}

/** Sections that make five pages of US Letter in the PDF. */
export const FIVE_PAGE_SECTIONS = 7;

/**
 * About five pages of US Letter: seven numbered sections, each a heading, two paragraphs and a list, every one
 * with a marker ("section 4, paragraph 2") so a test can find them all in their order.
 */
export function fivePageBody(sections = FIVE_PAGE_SECTIONS): RichTextDoc {
  const sentence =
    'The landlord kept the deposit past the forty-five days the law allows and gave no written statement of the reasons, which the tenant asked for in writing on two occasions and confirmed in a final notice.';
  const content: RichTextBlock[] = [];
  for (let s = 1; s <= sections; s++) {
    content.push(heading(2, `Section ${s}: the facts and the rule`));
    for (let p = 1; p <= 2; p++)
      content.push(
        paragraph(
          text(`Section ${s}, paragraph ${p}. `, 'bold'),
          text(`${sentence} ${sentence} `),
          text('See the rule', 'italic'),
          text(' at '),
          link('D.C. Code § 42-3502.17', DEPOSIT_RULE_URL),
          text('.'),
        ),
      );
    content.push({
      type: 'orderedList',
      content: [1, 2, 3].map((i) => item(paragraph(text(`Section ${s}, point ${i}: ${sentence}`)))),
    });
  }
  return { type: 'doc', content };
}

/** Text as a paste can carry it: control characters and a lone surrogate, which no XML file may hold. */
export function hostileBody(): RichTextDoc {
  return {
    type: 'doc',
    content: [paragraph(text('Pasted\u0001 text\u000b with\u0000 control\uD800 characters.\uFFFF'))],
  };
}

/**
 * A body near the rich-text ceiling (RICH_TEXT_MAX_TEXT characters, far fewer nodes than the limit): the
 * longest letter a user can save, about a second of CPU to render as DOCX.
 */
export function ceilingBody(): RichTextDoc {
  const sentence = 'The tenant asked for the deposit in writing and kept a copy of every letter sent. ';
  const content: RichTextBlock[] = [];
  let length = 0;
  for (let p = 1; length + 2 * sentence.length + 40 < RICH_TEXT_MAX_TEXT; p++) {
    const block =
      p % 10 === 0
        ? heading(2, `Part ${p / 10}`)
        : paragraph(text(`Paragraph ${p}. `, 'bold'), text(sentence), text(sentence, 'italic'));
    length += p % 10 === 0 ? `Part ${p / 10}`.length : `Paragraph ${p}. `.length + 2 * sentence.length;
    content.push(block);
  }
  return { type: 'doc', content };
}

/** A source as a drafted letter cites it: the library's section, its source and how current it was. */
export const DEPOSIT_SOURCE = {
  n: 1,
  citation: 'D.C. Code § 42-3502.17(a)',
  heading: 'Security deposits for rental units.',
  sourceTitle: 'Code of the District of Columbia',
  asOf: '2025-06-30',
};
export const DEPOSIT_NOTE =
  'D.C. Code § 42-3502.17(a), Security deposits for rental units. Code of the District of Columbia, current to June 30, 2025.';

/** A letter citing the deposit rule twice as [1], and a [7] that names no source it was given. */
export function citingBody(): RichTextDoc {
  return {
    type: 'doc',
    content: [
      paragraph(
        text('The landlord must return the deposit within 45 days [1]. Interest is owed on it too [1].'),
      ),
      paragraph(text('A rule the draft did not source [7].')),
    ],
  };
}
