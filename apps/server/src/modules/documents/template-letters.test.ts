import { describe, expect, it } from 'vitest';
import type { StoredAnswers } from '@amicus/contract/documents/schemas';
import { richTextToPlain } from '@amicus/contract/documents/rich-text';
import type { DocumentTemplate, TemplateField } from '@amicus/contract/documents/templates';
import type { Grounding } from '../../domain/library/grounding';
import { loadTemplates } from '../../domain/letters/templates/load-templates';
import { lawFlags, offlineDraft } from './draft-writer';
import { checkAnswer, visibleFields, visibleGroups } from './interview';
import { letterParts, plannedBody } from './render-letter';

/** Amounts as users type them, each printed the same way in a letter ("$1,200.00", "$1,200.50"). */
const MONEY_TYPED = ['1200', '1,200.5', '$1,200'];
const moneyPrinted = (pick: number) => (pick % MONEY_TYPED.length === 1 ? '$1,200.50' : '$1,200.00');

/** An answer each kind of question accepts, as a careful user would give it. */
function sample(field: TemplateField, pick: number): string | boolean {
  switch (field.type) {
    case 'yes-no':
      return pick % 2 === 0;
    case 'select':
      return field.options![pick % field.options!.length]!.value;
    case 'date':
      return '2024-06-30';
    case 'money':
      return MONEY_TYPED[pick % MONEY_TYPED.length]!;
    case 'email':
      return 'alex@example.com';
    case 'phone':
      return '+1 202 555 0100';
    case 'address':
      return '12 Elm Street\nWashington, DC 20009';
    case 'textarea':
      return 'The heating has not worked since the first week of January and the bedroom window does not close.';
    default:
      return field.id === 'country' ? 'USA' : field.id === 'state' ? 'Washington, DC' : 'Sample Answer Ltd';
  }
}

/** Answers every shown question of a template, group by group, with the `pick`th option of each choice. */
function answerAll(template: DocumentTemplate, pick: number): StoredAnswers {
  const answers: StoredAnswers = {};
  for (const group of template.groups) {
    if (!visibleGroups(template, answers).includes(group)) continue;
    for (const field of group.fields) {
      if (!visibleFields(group, answers).includes(field)) continue;
      const checked = checkAnswer(field, sample(field, pick));
      expect(checked, `${template.slug}: ${field.id}`).not.toHaveProperty('error');
      if ('value' in checked && checked.value !== undefined)
        answers[field.id] = { value: checked.value, confirmed: true };
    }
  }
  return answers;
}

const dcLaw: Grounding = {
  sources: [
    {
      n: 1,
      sectionId: 1,
      citation: 'D.C. Code § 42-3502.17(a)',
      heading: 'Security deposits.',
      paragraph: '(a)',
      passage: 'The owner shall return the deposit within 45 days.',
      sourceTitle: 'D.C. Code',
      jurisdiction: 'US-DC',
      asOf: '2024-10-20',
    },
  ],
  jurisdictions: ['US-DC', 'US', 'general'],
  lawFound: true,
  place: 'Washington, DC, USA',
  missingLaw: null,
};

describe('every template’s letter, for every choice of its questions', () => {
  for (const template of loadTemplates()) {
    it(`${template.slug} reads as a whole letter: every placeholder filled, no law stated without its source`, () => {
      const choices = Math.max(
        ...template.groups.flatMap((g) => g.fields.map((f) => f.options?.length ?? 2)),
      );
      const moneyIds = template.groups
        .flatMap((g) => g.fields)
        .filter((f) => f.type === 'money')
        .map((f) => f.id);
      let amountsPrinted = 0;
      // Every pick of the typed amounts, whatever the number of choices.
      for (let pick = 0; pick < Math.max(choices, MONEY_TYPED.length); pick++) {
        const answers = answerAll(template, pick);
        const parts = letterParts(template, answers);
        const body = offlineDraft(plannedBody(template, answers), dcLaw);
        const text = richTextToPlain(body);
        const whole = [JSON.stringify(parts), text].join('\n');
        expect(whole, template.slug).not.toMatch(/\{\{|\}\}|undefined|null|\[object/);
        // No sentence left with a hole where an answer was missing.
        expect(text, template.slug).not.toMatch(/ ,| \.|\( *\)|^Dear ,/m);
        expect(parts.signatureName).toBe('Sample Answer Ltd');
        // An address keeps its lines in the address blocks, and is one line inside a sentence.
        expect(parts.sender.addressLines).toEqual(['12 Elm Street', 'Washington, DC 20009']);
        if (text.includes('12 Elm Street')) expect(text).toContain('12 Elm Street, Washington, DC 20009');
        expect(parts.date).toBe('June 30, 2024');
        expect(lawFlags(text, dcLaw), `${template.slug}, choice ${pick}`).toEqual([]);
        // Every amount reads as dollars and cents, whatever was typed: no "1200", "1,200.5" or "$1,200" left.
        const amounts = whole.match(/\$?1,?200(\.\d+)?/g) ?? [];
        expect(
          amounts.every((amount) => amount === moneyPrinted(pick)),
          `${template.slug}: ${amounts.join(' ')}`,
        ).toBe(true);
        amountsPrinted += amounts.length;
        if (template.letter.body.some((block) => block.type === 'law'))
          expect(text).toContain(
            'D.C. Code § 42-3502.17(a) provides that “The owner shall return the deposit within 45 days” [1].',
          );
      }
      // A template that asks for an amount prints it somewhere.
      if (moneyIds.length > 0) expect(amountsPrinted, template.slug).toBeGreaterThan(0);
    });
  }
});
