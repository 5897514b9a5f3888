import * as chrono from 'chrono-node';
import type { StoredAnswers } from '@amicus/contract/documents/schemas';
import type { DocumentTemplate, PrefillSource } from '@amicus/contract/documents/templates';
import { claimedFigures } from '../../domain/text/figures';
import type { ChatFacts } from './chat-facts';
import { checkAnswer } from './interview';

const OTHER_PARTY =
  /\b(?:landlord|employer|boss|debt collector|collector|company|business|manager)(?:,| is| was| named| called)\s+((?:Mr\.? |Mrs\.? |Ms\.? |Dr\.? )?[A-Z][\p{L}'’-]+(?:\s+(?:&\s+)?[A-Z][\p{L}'’-]+){0,3})/u;

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The first date named with its day ("on 30 June 2024", "June 30"), read against when it was written. */
function firstDate(texts: ChatFacts['texts']): string | undefined {
  for (const { text, at } of texts) {
    const found = chrono.parse(text, at).find((result) => result.start.isCertain('day'));
    if (found) return isoDay(found.start.date());
  }
  return undefined;
}

/** The first sum of money named ("$1,200", "1200 dollars"), read by the figures the citation check reads. */
function firstAmount(texts: string[]): string | undefined {
  for (const text of texts) {
    const money = claimedFigures(text).find(
      (figure) => figure.text.startsWith('$') || figure.text.toLowerCase().endsWith('dollars'),
    );
    if (money?.text.startsWith('$')) return money.text;
    if (money?.values[0] !== undefined) return `$${money.values[0]}`;
  }
  return undefined;
}

function found(source: PrefillSource, facts: ChatFacts): string | undefined {
  const { legalQuestionnaire: q } = facts.chat;
  const all = facts.texts.map((t) => t.text);
  switch (source) {
    case 'country':
      return q.country;
    case 'state':
      return q.state;
    case 'role':
      return q.role;
    case 'description':
      return q.description;
    case 'user-name':
      return facts.user.name;
    case 'user-email':
      return facts.user.email;
    case 'amount':
      return firstAmount(all);
    case 'date':
      return firstDate(facts.texts);
    case 'other-party':
      return all.map((text) => OTHER_PARTY.exec(text)?.[1]).find(Boolean);
  }
}

/**
 * Answers found plainly in a chat, for the fields whose template says where to look, each unconfirmed until the
 * user confirms it. Only a value its field accepts is kept, and each kind fills its first field only (a second
 * date field is not given the same date).
 */
export function prefillFromChat(template: DocumentTemplate, facts: ChatFacts): StoredAnswers {
  const answers: StoredAnswers = {};
  const used = new Set<PrefillSource>();
  for (const field of template.groups.flatMap((group) => group.fields)) {
    if (!field.prefill || used.has(field.prefill)) continue;
    const value = found(field.prefill, facts);
    if (!value) continue;
    const checked = checkAnswer(field, value);
    if ('value' in checked && checked.value !== undefined) {
      answers[field.id] = { value: checked.value, confirmed: false };
      used.add(field.prefill);
    }
  }
  return answers;
}
