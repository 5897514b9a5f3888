import { describe, expect, it } from 'vitest';
import { createTemplateCatalogue } from './template-catalogue';
import { suggestedTemplate, templateFit } from './template-suggestion';

const templates = [...createTemplateCatalogue().values()];

describe('suggestedTemplate', () => {
  it('suggests the deposit demand for a kept-deposit housing chat, above the other housing letter', () => {
    const chat = {
      area: 'housing',
      texts: [
        'Getting my security deposit back',
        'I moved out two months ago and my landlord has not returned my security deposit.',
      ],
    };
    expect(suggestedTemplate(templates, chat)).toBe('security-deposit-demand');
    const fit = (slug: string) =>
      templateFit(
        templates.find((t) => t.slug === slug)!,
        chat,
      );
    expect(fit('security-deposit-demand')).toBeGreaterThan(fit('landlord-repair-request'));
  });

  it('follows what the chat says within its area', () => {
    const chat = { area: 'housing', texts: ['The heating is broken and my landlord will not repair it.'] };
    expect(suggestedTemplate(templates, chat)).toBe('landlord-repair-request');
  });

  it('suggests the wages demand for an employment chat about pay', () => {
    const chat = { area: 'employment', texts: ['My employer has not paid my last two weeks of wages.'] };
    expect(suggestedTemplate(templates, chat)).toBe('unpaid-wages-demand');
  });

  it('suggests nothing when nothing fits', () => {
    expect(suggestedTemplate(templates, { area: null, texts: ['Hello there'] })).toBeNull();
  });
});
