import { describe, expect, it } from 'vitest';
import { askAmicusPrefill } from './ask-amicus';

const areas = [{ slug: 'housing', name: 'Housing & Tenancy', categoryId: 2, description: 'Deposits' }];
const jurisdictions = [
  {
    code: 'US-DC',
    name: 'District of Columbia',
    country: 'United States',
    state: 'District of Columbia',
    sourceCount: 1,
  },
];
const source = {
  id: 1,
  title: 'Code',
  jurisdiction: 'US-DC',
  kind: 'statute' as const,
  publisher: '',
  url: null,
  licence: '',
  asOf: null,
  edition: null,
  attribution: null,
};

describe('askAmicusPrefill', () => {
  it("names the section, picks its area's category and its place", () => {
    const prefill = askAmicusPrefill(
      { citation: 'D.C. Code § 42-3502.17', heading: 'Security deposit.', areas: ['housing'], source },
      areas,
      jurisdictions,
    );
    expect(prefill).toEqual({
      stage: 'legal_questionnaire',
      category: { id: 2, name: 'Housing & Tenancy', description: 'Deposits' },
      topic: 'Explain D.C. Code § 42-3502.17 (Security deposit) and how it applies to me',
      country: 'United States',
      state: 'District of Columbia',
    });
  });

  it('starts at the area choice when the section has no area the catalogue knows', () => {
    const prefill = askAmicusPrefill(
      {
        citation: 'D.C. Code § 99-101',
        heading: 'Lantern permits.',
        areas: [],
        source: { ...source, jurisdiction: 'general' },
      },
      areas,
      jurisdictions,
    );
    expect(prefill).toMatchObject({
      stage: 'category_selection',
      category: undefined,
      country: '',
      state: '',
    });
  });
});
