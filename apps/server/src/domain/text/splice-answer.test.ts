import { describe, expect, it } from 'vitest';
import { spliceAnswer } from './splice-answer';

const prose = { freeText: true, sentence: true };
const splice = (template: string, answer: string, options = prose) => {
  const [before = '', after = ''] = template.split('{{}}');
  return before + spliceAnswer(answer, before, after, options) + after;
};

describe('spliceAnswer', () => {
  it('continues "I left the home" in lower case and ends the sentence', () => {
    expect(splice('I left the home {{}}', 'The apartment was clean')).toBe(
      'I left the home the apartment was clean.',
    );
  });

  it('continues "You are asking about" in lower case', () => {
    expect(
      splice('You are asking about **{{}}** in **D.C.**', 'My landlord kept my deposit', {
        freeText: true,
        sentence: false,
      }),
    ).toBe('You are asking about **my landlord kept my deposit** in **D.C.**');
  });

  it('keeps names, acronyms and "I" as written', () => {
    expect(splice('I wrote to {{}}', 'Capitol Rentals LLC')).toBe('I wrote to Capitol Rentals LLC.');
    expect(splice('It happened in {{}}', 'DC last year')).toBe('It happened in DC last year.');
    expect(splice('I said {{}}', 'I would pay')).toBe('I said I would pay.');
  });

  it('does not double the punctuation the sentence already has', () => {
    expect(splice('I left the home {{}}.', 'Clean and tidy.')).toBe('I left the home clean and tidy.');
    expect(splice('I left the home {{}}', 'Clean and tidy!')).toBe('I left the home clean and tidy!');
    expect(splice('Dear {{}},', 'Ms. Shaw,', { freeText: false, sentence: true })).toBe('Dear Ms. Shaw,');
  });

  it('leaves a new sentence, a name field and a line that is not prose as they are', () => {
    expect(splice('I dispute them. {{}}', 'The oven was broken')).toBe(
      'I dispute them. The oven was broken.',
    );
    expect(splice('Dear {{}}', 'Alex', { freeText: false, sentence: false })).toBe('Dear Alex');
    expect(splice('{{}}', 'Alex Rivera')).toBe('Alex Rivera');
  });
});
