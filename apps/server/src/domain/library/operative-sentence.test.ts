import { describe, expect, it } from 'vitest';
import { answeringQuote, sentenceQuote } from './operative-sentence';

describe('sentenceQuote', () => {
  it('quotes a clause that opens a list on to the end of its sentence', () => {
    const passage =
      'A tenant may recover from the housing provider, including to: (1) the deposit withheld; and (2) interest on it at the rate the Mayor sets. The Office may hear the claim.';
    expect(sentenceQuote(passage, 'can I get my deposit back with interest')).toBe(
      'A tenant may recover from the housing provider, including to: (1) the deposit withheld; and (2) interest on it at the rate the Mayor sets',
    );
  });

  it('passes over a sentence too long to quote whole for a whole one that states the rule', () => {
    const long = `A housing provider who knowingly demands rent above the rent ceiling shall be liable for treble the amount by which the rent exceeds the ceiling, ${'and for each further charge named in this chapter, '.repeat(20)}as the Rent Administrator finds.`;
    const passage = `${long} The housing provider shall return the deposit within 45 days.`;
    expect(sentenceQuote(passage, 'treble damages for rent over the ceiling')).toBe(
      'The housing provider shall return the deposit within 45 days',
    );
    expect(sentenceQuote(long, 'treble damages for rent over the ceiling')).toBeNull();
  });

  it('never quotes a sentence the passage cuts off', () => {
    expect(sentenceQuote('The landlord shall be liable for treble the…', 'treble damages')).toBeNull();
    expect(
      sentenceQuote(
        'The landlord shall keep the deposit in escrow. The landlord shall pay treble the…',
        'treble',
      ),
    ).toBe('The landlord shall keep the deposit in escrow');
  });
});

describe('answeringQuote', () => {
  it('keeps every word of a sentence holding stops inside a figure or an abbreviation', () => {
    const passage = `Every employer shall pay wages at the following rates: not less than— (A) $5.85 an hour; (B) $6.55 an hour; and (C) $7.25 an hour, beginning 24 months after that day. ${'The Secretary shall report on the rates each year to the Congress. '.repeat(12)}`;
    const quote = answeringQuote(passage, 'what is the lowest wage he can pay me an hour');
    expect(passage).toContain(quote);
    expect(quote).toContain('(C) $7.25 an hour');
    const calls = answeringQuote(
      `A debt collector under 15 U.S.C. 1692c may not call before 8 a.m. ${'Other words follow here. '.repeat(30)}`,
      'debt collector call',
    );
    expect(calls.startsWith('A debt collector under 15 U.S.C. 1692c may not call before 8 a.m.')).toBe(true);
  });

  it('adds the parts of a long passage beyond its window that state the figure asked for, in order', () => {
    const filler = 'the agency may ask the parties for further papers and hold a hearing on them, ';
    const sentence = `If within one hundred and eighty days from the filing of a charge the agency has not acted, ${filler.repeat(10)}the agency shall so notify the person and within ninety days after the notice a civil action may be brought against the respondent, ${filler.repeat(4)}and the court may appoint counsel.`;
    const quote = answeringQuote(sentence, 'how long do i have to file the lawsuit after the agency notice');
    expect(quote).toContain('within one hundred and eighty days');
    expect(quote).toContain('within ninety days after the notice a civil action may be brought');
    // Each part is the passage's own words, in the passage's order.
    const parts = quote
      .split('…')
      .map((part) => part.trim())
      .filter(Boolean);
    let at = 0;
    for (const part of parts) {
      at = sentence.indexOf(part, at);
      expect(at, part).toBeGreaterThanOrEqual(0);
    }
  });
});
