import { describe, expect, it } from 'vitest';
import { sentenceQuote } from './operative-sentence';

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
