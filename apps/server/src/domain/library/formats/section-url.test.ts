import { describe, expect, it } from 'vitest';
import { grammarNamed } from '../citations/find-citations';
import { sectionUrl } from './section-url';

describe('sectionUrl', () => {
  it("builds each code's page of a section at its publisher from the section's citation key", () => {
    expect(sectionUrl('us-usc', grammarNamed('usc')!, 'usc 15 1692c')).toBe(
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim',
    );
    expect(sectionUrl('us-dc-code', grammarNamed('dc-code')!, 'dc 42-3502.17')).toBe(
      'https://code.dccouncil.gov/us/dc/council/code/sections/42-3502.17',
    );
    expect(sectionUrl('us-md-comar', grammarNamed('comar')!, 'comar 09.03.06.02')).toBe(
      'https://regs.maryland.gov/us/md/exec/comar/09.03.06.02',
    );
  });

  it('gives none for a source without pages, a section without a key, or a key of another grammar', () => {
    expect(sectionUrl('imported-lease-law', grammarNamed('dc-code')!, 'dc 42-3502.17')).toBeNull();
    expect(sectionUrl('us-dc-code', grammarNamed('dc-code')!, null)).toBeNull();
    expect(sectionUrl('us-usc', grammarNamed('usc')!, 'dc 42-3502.17')).toBeNull();
  });
});
