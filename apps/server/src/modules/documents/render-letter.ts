import type { LetterParts, StoredAnswers } from '@amicus/contract/documents/schemas';
import { printedMoney } from '@amicus/contract/documents/money';
import type { RichTextBlock, RichTextInline } from '@amicus/contract/documents/rich-text';
import {
  isShown,
  type AnswerValue,
  type DocumentTemplate,
  type TemplateField,
} from '@amicus/contract/documents/templates';
import { spliceAnswer } from '../../domain/text/splice-answer';
import { valueOf } from './interview';

const PLACEHOLDER = /\{\{\s*([^}\s]*)\s*\}\}/g;

/** A date answer as a letter prints it: "June 30, 2024" (the date itself, whatever the server's zone). */
export const printedDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function fieldsOf(template: DocumentTemplate): Map<string, TemplateField> {
  return new Map(template.groups.flatMap((group) => group.fields).map((field) => [field.id, field]));
}

/** An answer as the letter's text shows it; an address stays on its lines only where `multiline` (a free text always). */
function printed(
  field: TemplateField | undefined,
  value: AnswerValue | undefined,
  multiline: boolean,
): string {
  if (value === undefined || !field) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  switch (field.type) {
    case 'date':
      return printedDate(value);
    case 'money':
      return printedMoney(value);
    case 'select':
      return field.options?.find((option) => option.value === value)?.label ?? value;
    case 'address':
      return multiline
        ? value
        : value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .join(', ');
    default:
      return value;
  }
}

/**
 * Fills a template text's `{{field}}` placeholders with the answers as printed. In a `sentence` (the letter's
 * body) each answer is made to read as part of it: see spliceAnswer.
 */
export function fillText(
  template: DocumentTemplate,
  answers: StoredAnswers,
  text: string,
  multiline = false,
  sentence = false,
): string {
  const fields = fieldsOf(template);
  return text
    .replace(PLACEHOLDER, (all: string, id: string, offset: number) => {
      const field = fields.get(id);
      const answer = printed(field, answers[id]?.value, multiline);
      return spliceAnswer(answer, text.slice(0, offset), text.slice(offset + all.length), {
        freeText: field?.type === 'textarea',
        sentence,
      });
    })
    .trim();
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The letter's parts around its body, from the template's structure and the answers. */
export function letterParts(template: DocumentTemplate, answers: StoredAnswers): LetterParts {
  const fill = (text: string | undefined, multiline = false) =>
    fillText(template, answers, text ?? '', multiline);
  const { letter } = template;
  return {
    sender: { name: fill(letter.sender.name), addressLines: lines(fill(letter.sender.address, true)) },
    recipient: {
      name: fill(letter.recipient.name),
      addressLines: lines(fill(letter.recipient.address, true)),
    },
    date: fill(letter.date),
    subject: fill(letter.subject),
    closing: fill(letter.closing),
    signatureName: fill(letter.signature),
  };
}

/** A body block after its condition and placeholders: text to write, or the law to find and quote. */
export type PlannedBlock =
  | { type: 'heading' | 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'law'; query: string; intro: string };

/**
 * The template's body blocks shown for these answers, filled in: free text keeps its lines and paragraphs, an
 * address in a sentence is written on one line.
 */
export function plannedBody(template: DocumentTemplate, answers: StoredAnswers): PlannedBlock[] {
  const fill = (text: string) => fillText(template, answers, text, false, true);
  return template.letter.body
    .filter((block) => isShown(block.showIf, valueOf(answers)))
    .map((block): PlannedBlock => {
      switch (block.type) {
        case 'law':
          return { type: 'law', query: block.query, intro: fill(block.intro) };
        case 'list':
          return { type: 'list', items: block.items.map(fill).filter(Boolean) };
        default:
          return { type: block.type, text: fill(block.text) };
      }
    });
}

/** Text as rich-text inline nodes: a single line break is a hard break. */
export function inlineOf(text: string): RichTextInline[] {
  return text.split('\n').flatMap((line, i): RichTextInline[] => {
    const parts: RichTextInline[] = i > 0 ? [{ type: 'hardBreak' }] : [];
    return line ? [...parts, { type: 'text', text: line }] : parts;
  });
}

/** A paragraph's text as rich-text paragraphs: a blank line (from an answer's free text) starts another. */
export function paragraphsOf(text: string): RichTextBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ type: 'paragraph' as const, content: inlineOf(part) }));
}
