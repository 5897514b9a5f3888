import { describe, expect, it } from 'vitest';
import type { ChatFacts, ChatRow } from './chat-facts';
import { prefillFromChat } from './prefill';
import { createTemplateCatalogue } from './template-catalogue';

const catalogue = createTemplateCatalogue();
const at = new Date('2024-09-01T10:00:00Z');

const factsOf = (description: string, ...said: string[]): ChatFacts => ({
  chat: {
    legalQuestionnaire: { country: 'USA', state: 'Washington, DC', role: 'plaintiff', description },
  } as ChatRow,
  area: 'housing',
  texts: [description, ...said].map((text) => ({ text, at })),
  user: { name: 'Alex Rivera', email: 'alex@example.com' },
});

describe('prefillFromChat', () => {
  it('fills the place, the user, the landlord, the date and the amount the chat names, unconfirmed', () => {
    const answers = prefillFromChat(
      catalogue.get('security-deposit-demand')!,
      factsOf(
        'My landlord, Capitol Rentals, kept my deposit.',
        'I paid a $1,200 deposit and moved out on June 30, 2024.',
      ),
    );
    expect(answers).toEqual({
      country: { value: 'USA', confirmed: false },
      state: { value: 'Washington, DC', confirmed: false },
      your_name: { value: 'Alex Rivera', confirmed: false },
      your_email: { value: 'alex@example.com', confirmed: false },
      landlord_name: { value: 'Capitol Rentals', confirmed: false },
      move_out_date: { value: '2024-06-30', confirmed: false },
      deposit_amount: { value: '$1,200', confirmed: false },
    });
  });

  it('reads an amount in words of dollars, and a date relative to when it was said', () => {
    const answers = prefillFromChat(
      catalogue.get('security-deposit-demand')!,
      factsOf('I want my deposit back.', 'It was 950 dollars. I left on August 15.'),
    );
    expect(answers.deposit_amount).toEqual({ value: '$950', confirmed: false });
    expect(answers.move_out_date).toEqual({ value: '2024-08-15', confirmed: false });
  });

  it('fills nothing the chat does not say', () => {
    const answers = prefillFromChat(catalogue.get('security-deposit-demand')!, factsOf('Help with a lease.'));
    expect(answers.deposit_amount).toBeUndefined();
    expect(answers.move_out_date).toBeUndefined();
    expect(answers.landlord_name).toBeUndefined();
  });
});
