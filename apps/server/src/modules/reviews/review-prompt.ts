import type { Grounding } from '../../domain/library/grounding';
import { groundingInstructions } from '../../domain/library/grounding-prompt';
import type { DocumentText } from './document-text';

/** What the model is asked for last, so a fake provider (and a reader of logs) can tell this request apart. */
export const REVIEW_REQUEST = 'Write the review of this document now, as the JSON object described.';

/** How much of the document's text a model is sent; a longer document is reviewed from its start. */
export const REVIEW_MAX_CHARS = 60_000;

const SHAPE = `{
  "document": { "kind": "lease | contract | employment | loan | notice | court-paper | letter | other", "description": "one line saying what it is" },
  "parties": [{ "name": "Jane Roe", "role": "Landlord or null", "text": "who they are", "quote": Q }],
  "dates": [{ "date": "as written", "isoDate": "YYYY-MM-DD or null", "deadline": true, "text": "what happens then", "quote": Q }],
  "amounts": [{ "amount": "$1,500", "value": 1500, "currency": "USD", "text": "what it is for", "quote": Q }],
  "obligations": [{ "party": "Tenant or null", "text": "what they must do", "quote": Q }],
  "clauses": [{ "heading": "7. Security Deposit", "text": "what it says in a line", "quote": Q }],
  "flags": [{ "kind": "unusual | one-sided | possibly-unenforceable", "text": "the clause and what it does", "why": "why, citing the law as [n]", "quote": Q }],
  "questions": [{ "text": "a question to ask before signing or answering", "quote": Q or null }]
}
where Q is { "page": 3, "text": "words copied exactly from page 3" }`;

/** The instructions: what to write, the JSON shape, how to quote the document, and the library's sources. */
export function reviewSystemPrompt(grounding: Grounding, paged: boolean): string {
  return [
    'You are Amicus, an AI legal assistant. A person without a lawyer was handed a document and asks you to review it.',
    `They are in ${grounding.place}. List what the document is, its parties, every date and deadline with what happens then, every amount, the obligations of each side, its clause headings, the clauses that are unusual, one-sided or possibly unenforceable in their jurisdiction, and questions to ask before signing or answering.`,
    'Answer with one JSON object and nothing else, in this shape:',
    SHAPE,
    paged
      ? '- A quote is words copied exactly from the page whose number you give (pages are marked "=== Page n ==="). Every finding must quote the passage it rests on. Never quote words that are not in the document.'
      : '- A quote is words copied exactly from the document (give "page": null). Every finding must quote the passage it rests on. Never quote words that are not in the document.',
    '- Cite the law only from the numbered sources below, as [n] in a flag’s "why"; never cite a section that is not among them.',
    '- This is legal information, not legal advice: say where a local lawyer or legal aid should confirm a point.',
    '',
    groundingInstructions(grounding),
  ].join('\n');
}

/** The document's text, page by page, up to REVIEW_MAX_CHARS; `truncated` when it was cut. */
export function reviewUserMessage(document: DocumentText): { message: string; truncated: boolean } {
  let budget = REVIEW_MAX_CHARS;
  const parts: string[] = ['## Document'];
  let truncated = false;
  for (const page of document.pages) {
    if (budget <= 0) {
      truncated = true;
      break;
    }
    const text = page.text.length > budget ? page.text.slice(0, budget) : page.text;
    if (text.length < page.text.length) truncated = true;
    parts.push(document.paged ? `=== Page ${page.n} ===\n${text}` : text);
    budget -= text.length;
  }
  return { message: [...parts, '', REVIEW_REQUEST].join('\n'), truncated };
}
