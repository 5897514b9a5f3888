import { documentMessages as m } from '@amicus/contract/documents/messages';
import { amountOf } from '@amicus/contract/documents/money';
import type { StoredAnswers } from '@amicus/contract/documents/schemas';
import {
  isShown,
  type AnswerValue,
  type DocumentTemplate,
  type TemplateField,
  type TemplateGroup,
} from '@amicus/contract/documents/templates';

/** Caps on free text whatever a template says, so no answer outgrows the document's limit. */
const TEXT_CAP = { text: 300, textarea: 8_000, address: 300 } as const;
const MAX_ADDRESS_LINES = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s().-]{6,25}$/;
// Letters print US dollars: an amount may carry "$", "US$" or "USD", never another currency's sign.
const MONEY = /^(\$|US\$|USD)?\s?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const valueOf = (answers: StoredAnswers) => (field: string) => answers[field]?.value;

/** The groups shown given the answers (a group's condition reads earlier groups' answers). */
export function visibleGroups(template: DocumentTemplate, answers: StoredAnswers): TemplateGroup[] {
  return template.groups.filter((group) => isShown(group.showIf, valueOf(answers)));
}

/** The fields of a group shown given the answers, the group's own earlier answers included. */
export function visibleFields(group: TemplateGroup, answers: StoredAnswers): TemplateField[] {
  return group.fields.filter((field) => isShown(field.showIf, valueOf(answers)));
}

/** The first shown group not saved yet, or holding a pre-filled answer not yet confirmed. */
export function nextGroup(
  template: DocumentTemplate,
  answers: StoredAnswers,
  completed: readonly string[],
): TemplateGroup | null {
  return (
    visibleGroups(template, answers).find(
      (group) =>
        !completed.includes(group.id) ||
        visibleFields(group, answers).some((field) => answers[field.id]?.confirmed === false),
    ) ?? null
  );
}

/** A real calendar date in YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900 && Number(match[1]) <= 2200;
}

/**
 * One answer checked against its field: the answer to keep (text trimmed), or the message to show. An empty
 * answer is `undefined` (not kept), and an error only when the field is required.
 */
export function checkAnswer(
  field: TemplateField,
  raw: AnswerValue | undefined,
): { value: AnswerValue | undefined } | { error: string } {
  if (field.type === 'yes-no') {
    if (raw === undefined || raw === '') return field.required ? { error: m.required } : { value: undefined };
    return typeof raw === 'boolean' ? { value: raw } : { error: m.notYesNo };
  }
  if (raw !== undefined && typeof raw !== 'string') return { error: m.notText };
  const value =
    field.type === 'textarea' || field.type === 'address'
      ? (raw ?? '').replace(/\r\n?/g, '\n').trim()
      : (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!value) return field.required ? { error: m.required } : { value: undefined };
  const cap = TEXT_CAP[field.type as keyof typeof TEXT_CAP] ?? 300;
  const max = Math.min(field.maxLength ?? cap, cap);
  if (value.length > max) return { error: m.tooLong(max) };
  if (field.minLength !== undefined && value.length < field.minLength)
    return { error: m.tooShort(field.minLength) };
  switch (field.type) {
    case 'date':
      if (!isIsoDate(value)) return { error: m.notDate };
      break;
    case 'money': {
      if (!MONEY.test(value)) return { error: m.notMoney };
      const amount = amountOf(value);
      if (field.min !== undefined && amount < field.min) return { error: m.moneyTooSmall(field.min) };
      if (field.max !== undefined && amount > field.max) return { error: m.moneyTooLarge(field.max) };
      break;
    }
    case 'email':
      if (!EMAIL.test(value)) return { error: m.notEmail };
      break;
    case 'phone':
      if (!PHONE.test(value)) return { error: m.notPhone };
      break;
    case 'select':
      if (!field.options?.some((option) => option.value === value)) return { error: m.notOption };
      break;
    case 'address':
      if (value.split('\n').length > MAX_ADDRESS_LINES) return { error: m.addressLines };
      break;
  }
  if (field.pattern !== undefined && !new RegExp(`^(?:${field.pattern})$`, 'u').test(value))
    return { error: field.patternMessage ?? m.notText };
  return { value };
}
