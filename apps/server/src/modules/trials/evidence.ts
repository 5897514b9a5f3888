import type { TrialDocument } from './documents';
import { sideLabel } from './documents';

/**
 * How much document text one request carries. 60,000 characters is about 15,000 tokens: with the case, the
 * instructions and a 3,000-token answer it fits the smallest context window we offer (Llama 3.1 through
 * Ollama is often run at 32k) while leaving room; hosted models take far more, but cost and latency grow too.
 */
export const EVIDENCE_BUDGET_CHARS = 60_000;

/** A document's text as sent to the model: all of it, or its beginning when it had to be cut. */
export type EvidenceDocument = TrialDocument & {
  /** Characters of text the document has in full. */
  fullLength: number;
  /** Characters kept (equal to fullLength unless cut). */
  keptLength: number;
};

/** Cuts at a paragraph or sentence end near the limit, so a cut document does not stop mid-word. */
function cutText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const floor = Math.floor(limit * 0.8);
  const paragraph = head.lastIndexOf('\n\n');
  if (paragraph >= floor) return head.slice(0, paragraph);
  const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'));
  if (sentence >= floor) return head.slice(0, sentence + 1);
  const space = head.lastIndexOf(' ');
  return space >= floor ? head.slice(0, space) : head;
}

/**
 * Shares the budget fairly between documents: short documents go in whole, and what they leave is shared by
 * the long ones (water-filling), so one long file cannot crowd out the others. Order is kept.
 */
export function fitToBudget(documents: TrialDocument[], budget = EVIDENCE_BUDGET_CHARS): EvidenceDocument[] {
  const lengths = documents.map((d) => d.text?.length ?? 0);
  const allowance = new Array<number>(documents.length).fill(0);
  let remaining = budget;
  let open = documents.map((_, i) => i).filter((i) => lengths[i]! > 0);
  while (open.length > 0 && remaining > 0) {
    const share = Math.floor(remaining / open.length);
    const fitting = open.filter((i) => lengths[i]! - allowance[i]! <= share);
    if (fitting.length === 0) {
      for (const i of open) allowance[i] = allowance[i]! + share;
      break;
    }
    for (const i of fitting) {
      remaining -= lengths[i]! - allowance[i]!;
      allowance[i] = lengths[i]!;
    }
    open = open.filter((i) => !fitting.includes(i));
  }
  return documents.map((document, i) => {
    const full = document.text ?? '';
    const text = document.text === null ? null : cutText(full, allowance[i]!);
    return { ...document, text, fullLength: full.length, keptLength: text?.length ?? 0 };
  });
}

// One formatter, made once: toLocaleString builds a new one (a millisecond or more) on every call.
const numberFormat = new Intl.NumberFormat('en-US');
const count = (n: number) => numberFormat.format(n);

/**
 * What the user should know about the documents, one sentence each: a file left out (and why), scanned
 * pages in a readable PDF, and a document cut to fit the model's context.
 */
export function documentNotices(documents: EvidenceDocument[]): string[] {
  const notices: string[] = [];
  for (const d of documents) {
    const name = `“${d.fileName}” (${sideLabel(d.side)})`;
    if (d.problem) notices.push(`${name} ${d.problem}`);
    if (d.emptyPages && d.pages) {
      notices.push(
        `${name}: ${d.emptyPages} of ${d.pages} pages have no text layer (scanned pages), so only the other pages were read.`,
      );
    }
    if (d.keptLength < d.fullLength) {
      notices.push(
        `${name} is long: only its first ${count(d.keptLength)} of ${count(d.fullLength)} characters were analysed, to fit the AI model’s context.`,
      );
    }
  }
  return notices;
}

function describe(d: EvidenceDocument): string {
  const pages = d.pages ? `, ${d.pages} page${d.pages === 1 ? '' : 's'}` : '';
  const state = d.text === null ? ' — not read' : d.keptLength < d.fullLength ? ' — shortened' : '';
  return `“${d.fileName}” (${d.typeLabel}${pages})${state}`;
}

/**
 * The report's closing section, written by the server so it is always there and always true: the documents
 * that were reviewed on each side, and every notice about them.
 */
export function documentsSection(documents: EvidenceDocument[], notices: string[]): string {
  const lines = ['## About the documents', ''];
  const groups: [string, EvidenceDocument[]][] = [
    ['Plaintiff', documents.filter((d) => d.side === 'plaintiff')],
    ['Defendant', documents.filter((d) => d.side === 'defendant')],
    ['Submitted with the case', documents.filter((d) => d.side === 'case')],
  ];
  for (const [label, group] of groups) {
    if (label === 'Submitted with the case' && group.length === 0) continue;
    lines.push(`- **${label}:** ${group.length === 0 ? 'no documents' : group.map(describe).join('; ')}`);
  }
  if (notices.length > 0) {
    lines.push('');
    for (const notice of notices) lines.push(`> **Note:** ${notice}`, '>');
    lines.pop();
  }
  return lines.join('\n');
}
