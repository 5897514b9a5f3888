import { asc, eq } from 'drizzle-orm';
import * as chrono from 'chrono-node';
import type { StoredAnswers } from '@amicus/contract/documents/schemas';
import type { DocumentTemplate, PrefillSource } from '@amicus/contract/documents/templates';
import type { DbOrTx } from '../../db/client';
import { messages, users, type chats } from '../../db/schema/index';
import { checkAnswer } from './interview';

/** What a chat tells plainly: its questionnaire, the user's own messages, and who the user is. */
type ChatFacts = {
  chat: typeof chats.$inferSelect;
  texts: { text: string; at: Date }[];
  user: { name: string; email: string };
};

const AMOUNT = /(?:[$£€]\s?\d{1,3}(?:,\d{3})+(?:\.\d{2})?|[$£€]\s?\d+(?:\.\d{2})?)/;
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
      return all
        .map((text) => AMOUNT.exec(text)?.[0])
        .find(Boolean)
        ?.replace(/\s/g, '');
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
export async function prefillFromChat(
  db: DbOrTx,
  template: DocumentTemplate,
  chat: typeof chats.$inferSelect,
): Promise<StoredAnswers> {
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, chat.userId));
  const rows = await db
    .select({ message: messages.message, sender: messages.sender, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.chatId, chat.id))
    .orderBy(asc(messages.id))
    .limit(200);
  const texts = [
    { text: chat.legalQuestionnaire.description, at: chat.createdAt },
    ...rows.filter((row) => row.sender === 'user').map((row) => ({ text: row.message, at: row.createdAt })),
  ];
  const facts: ChatFacts = { chat, texts, user: user ?? { name: '', email: '' } };
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
