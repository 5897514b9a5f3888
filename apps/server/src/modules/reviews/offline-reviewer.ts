import * as chrono from 'chrono-node';
import type { DocumentKind, FlagKind } from '@amicus/contract/documents/review';
import { reviewMessages as m } from '@amicus/contract/documents/review-messages';
import type { Grounding } from '../../domain/library/grounding';
import { operativeSentence } from '../../domain/library/operative-sentence';
import { contentWords } from '../../domain/text/content-words';
import type { DocumentPart, DocumentText } from './document-text';
import type { WrittenReview } from './written-review';

/** One sentence of the document, with its page and the clause heading it stands under. */
export type DocumentSentence = { text: string; page: number | null; heading: string | null };

/** Enough to read at a glance; the document holds the rest. */
const MAX_ITEMS = 40;
/** Words of substance a clause must share with a passage of the user's law for the rule to be its rule. */
const SHARED_WORDS = 3;

/** A sentence ends at . ! ? or ; before a space or the end ("$1,850.00" and "D.C." go on). */
const SENTENCE = /(?:[^.!?;]|[.!?;](?!\s|$))+(?:[.!?;]+(?=\s|$)|$)/g;
/** "7. Security Deposit." or "7) Rent:" at a paragraph's start. */
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2})*[.)]\s+[A-Z][A-Za-z'’ ,&-]{2,50}?)[.:](?=\s|$)/;

export function sentencesOf(parts: readonly DocumentPart[]): DocumentSentence[] {
  const sentences: DocumentSentence[] = [];
  let heading: string | null = null;
  for (const part of parts) {
    if (part.kind === 'heading') {
      heading = part.text;
      continue;
    }
    const numbered = NUMBERED_HEADING.exec(part.text)?.[1];
    if (numbered) heading = numbered.trim();
    for (const match of part.text.matchAll(SENTENCE)) {
      const text = match[0].trim();
      if (/[a-z0-9]/i.test(text)) sentences.push({ text, page: part.page, heading });
    }
  }
  return sentences;
}

const KINDS: [DocumentKind, RegExp][] = [
  ['lease', /\b(lease|rental agreement|landlord|tenant)\b/i],
  ['employment', /\b(employment agreement|employer|employee)\b/i],
  ['loan', /\b(promissory note|loan agreement|borrower|lender)\b/i],
  ['court-paper', /\b(superior court|district court|summons|complaint for|plaintiff|defendant)\b/i],
  ['notice', /\bnotice\b/i],
  ['contract', /\b(agreement|contract)\b/i],
  ['letter', /^(dear|to whom)\b/im],
];

/** The kind, from the words of its opening, and one line naming it with its title (its first heading). */
function documentOf(document: DocumentText): WrittenReview['document'] {
  const opening = document.text.slice(0, 3000);
  const kind = KINDS.find(([, pattern]) => pattern.test(opening))?.[0] ?? 'other';
  const title = document.parts.find((part) => part.kind === 'heading')?.text ?? '';
  return { kind, description: m.offlineDescription(m.offlineKinds[kind], title.slice(0, 120)) };
}

const ROLES =
  'Landlord|Tenant|Lessor|Lessee|Owner|Resident|Employer|Employee|Buyer|Seller|Borrower|Lender|Contractor|Client|Customer|Company|Plaintiff|Defendant|Guarantor|Licensor|Licensee';
/** Capitalised words, stopping before a role ("Landlord: Jane Roe Tenant: John Doe" names two people). */
const NAME = `[A-Z][A-Za-z.'’&-]*(?:\\s+(?!(?:${ROLES})\\b)(?:[A-Z][A-Za-z.'’&-]*|of|and)){0,5}`;
/** "Landlord: Jane Roe", "Tenant – John Doe", "By: Jane Roe, Landlord". */
const ROLE_NAME = new RegExp(`\\b(${ROLES})\\s*[:–-]\\s*(${NAME})`, 'g');
/** "between Jane Roe (“Landlord”) and John Doe (“Tenant”)". */
const BETWEEN = new RegExp(
  `\\b[Bb]etween\\s+(${NAME})\\s*(?:\\((?:the\\s+)?["“]?(${ROLES})["”]?\\))?\\s*,?\\s+and\\s+(${NAME})\\s*(?:\\((?:the\\s+)?["“]?(${ROLES})["”]?\\))?`,
);

const cleanName = (name: string) =>
  name
    .replace(/\s+(and|of)$/i, '')
    .replace(/[.,]$/, '')
    .trim();

function partiesOf(sentences: readonly DocumentSentence[]) {
  const parties: WrittenReview['parties'] = [];
  const seen = new Set<string>();
  const add = (name: string, role: string | null, sentence: DocumentSentence) => {
    const clean = cleanName(name);
    const key = clean.toLowerCase();
    if (clean.length < 2 || seen.has(key) || new RegExp(`^(${ROLES})$`, 'i').test(clean)) return;
    seen.add(key);
    parties.push({
      name: clean,
      role,
      text: role ? `${clean} (${role})` : clean,
      quote: { text: sentence.text, page: sentence.page },
    });
  };
  for (const sentence of sentences) {
    const between = BETWEEN.exec(sentence.text);
    if (between) {
      add(between[1]!, between[2] ?? null, sentence);
      add(between[3]!, between[4] ?? null, sentence);
    }
    for (const match of sentence.text.matchAll(ROLE_NAME)) add(match[2]!, match[1]!, sentence);
  }
  return parties.slice(0, MAX_ITEMS);
}

const pad = (value: number) => String(value).padStart(2, '0');
const DEADLINE = /\b(by|no later than|before|within|due|deadline|must|shall|expires?|terminates?)\b/i;
const FIXING = ['day', 'weekday', 'month'] as const;

function datesOf(sentences: readonly DocumentSentence[], now: Date) {
  const dates: WrittenReview['dates'] = [];
  for (const sentence of sentences) {
    for (const found of chrono.parse(sentence.text, now, { forwardDate: true })) {
      if (!FIXING.some((component) => found.start.isCertain(component))) continue;
      const day =
        found.start.isCertain('day') && found.start.isCertain('month') && found.start.isCertain('year');
      const date = found.start.date();
      dates.push({
        date: found.text,
        isoDate: day ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : null,
        deadline: DEADLINE.test(sentence.text),
        text: sentence.text,
        quote: { text: sentence.text, page: sentence.page },
      });
    }
  }
  return dates.slice(0, MAX_ITEMS);
}

/** "$1,500.00", "USD 200", "1,500 dollars". */
const AMOUNT =
  /(?:[$£€]\s?\d[\d,]*(?:\.\d{1,2})?|\b(?:USD|US\$)\s?\d[\d,]*(?:\.\d{1,2})?|\b\d[\d,]*(?:\.\d{1,2})?\s?(?:dollars|pounds|euros)\b)/gi;
const CURRENCY: [RegExp, string][] = [
  [/£|pounds/i, 'GBP'],
  [/€|euros/i, 'EUR'],
  [/\$|USD|dollars/i, 'USD'],
];

function amountsOf(sentences: readonly DocumentSentence[]) {
  const amounts: WrittenReview['amounts'] = [];
  for (const sentence of sentences) {
    for (const match of sentence.text.matchAll(AMOUNT)) {
      const digits = match[0].replace(/[^\d.]/g, '');
      const value = digits ? Number(digits) : NaN;
      amounts.push({
        amount: match[0].trim(),
        value: Number.isFinite(value) ? value : null,
        currency: CURRENCY.find(([pattern]) => pattern.test(match[0]))?.[1] ?? null,
        text: sentence.text,
        quote: { text: sentence.text, page: sentence.page },
      });
    }
  }
  return amounts.slice(0, MAX_ITEMS);
}

const OBLIGATION =
  /\b(shall|must|agrees? to|is required to|is responsible for|will pay|may not|shall not)\b/i;

function obligationsOf(sentences: readonly DocumentSentence[], parties: WrittenReview['parties']) {
  const names = [...new Set([...parties.flatMap((p) => [p.name, p.role ?? '']), ...ROLES.split('|')])]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return sentences
    .filter((sentence) => OBLIGATION.test(sentence.text))
    .slice(0, MAX_ITEMS)
    .map((sentence) => {
      const before = sentence.text.slice(0, OBLIGATION.exec(sentence.text)!.index).toLowerCase();
      const party =
        names
          .map((name) => ({ name, at: before.lastIndexOf(name.toLowerCase()) }))
          .filter(({ at }) => at >= 0)
          .sort((a, b) => b.at - a.at)[0]?.name ?? null;
      return { party, text: sentence.text, quote: { text: sentence.text, page: sentence.page } };
    });
}

function clausesOf(document: DocumentText, sentences: readonly DocumentSentence[]) {
  const headings = new Map<string, number | null>();
  for (const part of document.parts.slice(1))
    if (part.kind === 'heading' && !headings.has(part.text)) headings.set(part.text, part.page);
  for (const sentence of sentences)
    if (sentence.heading && !headings.has(sentence.heading)) headings.set(sentence.heading, sentence.page);
  return [...headings]
    .slice(0, MAX_ITEMS * 2)
    .map(([heading, page]) => ({ heading, text: heading, quote: { text: heading, page } }));
}

/** Words that mark a clause taking a right away, or leaning one way. */
const WAIVER = /\b(waives?|waiver|forfeits?|forfeiture|non-?refundable|relinquish(?:es)?|gives? up)\b/i;
const ONE_SIDED =
  /\b(sole discretion|without notice|hold harmless|indemnif\w*|shall not be liable|not be responsible|regardless of|confess(?:ion of)? judgment|automatically renew\w*)\b/i;

function candidatesOf(sentences: readonly DocumentSentence[]) {
  return sentences
    .map((sentence) => ({
      sentence,
      kind: (WAIVER.test(sentence.text)
        ? 'possibly-unenforceable'
        : ONE_SIDED.test(sentence.text)
          ? 'one-sided'
          : null) as FlagKind | null,
    }))
    .filter((c): c is { sentence: DocumentSentence; kind: FlagKind } => c.kind !== null);
}

/** The clauses the library is searched with: those that waive a right or lean one way. */
export function flagQuestion(sentences: readonly DocumentSentence[]): string[] {
  return candidatesOf(sentences).map(({ sentence }) => sentence.text);
}

function flagsOf(sentences: readonly DocumentSentence[], grounding: Grounding) {
  const law = grounding.sources.filter((source) => source.jurisdiction !== 'general');
  const flags: WrittenReview['flags'] = [];
  for (const { sentence, kind } of candidatesOf(sentences)) {
    const words = contentWords(sentence.text);
    const best = law
      .map((source) => ({
        source,
        shared: [...contentWords(source.passage)].filter((word) => words.has(word)).length,
      }))
      .sort((a, b) => b.shared - a.shared)[0];
    // Flagged only where the library holds a rule on the clause's subject: the offline rules judge nothing else.
    if (!best || best.shared < SHARED_WORDS) continue;
    const { source } = best;
    const rule = operativeSentence(source.passage, sentence.text);
    flags.push({
      kind,
      text: m.offlineFlag(sentence.heading, source.citation),
      why: m.offlineFlagWhy(source.citation, rule, source.n),
      sources: [source.n],
      quote: { text: sentence.text, page: sentence.page },
    });
  }
  return flags.slice(0, MAX_ITEMS);
}

/**
 * The review this server writes without a model: deterministic and no wiser than its rules. It finds what rules
 * can find (the document's kind, the parties named, every date, amount, clause heading and "shall"/"must"
 * sentence) and flags a clause only when it waives a right or leans one way AND a passage of the user's own law
 * in the library shares its subject; every finding quotes the sentence it was read from.
 */
export function writeOfflineReview(document: DocumentText, grounding: Grounding, now: Date): WrittenReview {
  const sentences = sentencesOf(document.parts);
  const parties = partiesOf(sentences);
  const dates = datesOf(sentences, now);
  const amounts = amountsOf(sentences);
  const flags = flagsOf(sentences, grounding);
  const questions = [
    ...flags.map((flag) => ({
      text: m.offlineQuestionFlag(grounding.sources.find((s) => s.n === flag.sources[0])!.citation),
      quote: flag.quote,
    })),
    ...dates
      .filter((date) => date.deadline && !date.isoDate)
      .slice(0, 5)
      .map((date) => ({ text: m.offlineQuestionDeadline(date.date), quote: date.quote })),
  ];
  return {
    document: documentOf(document),
    parties,
    dates,
    amounts,
    obligations: obligationsOf(sentences, parties),
    clauses: clausesOf(document, sentences),
    flags,
    questions,
  };
}
