import { describe, expect, it } from 'vitest';
import type { Plan } from '@amicus/contract/plans/schemas';
import { creditsOf, formToBody, planToForm, withTrailingEmptyRow } from './plan-form-values';

const plan: Plan = {
  id: 1,
  name: 'Professional',
  description: 'Deeper analysis',
  price: 2999,
  currency: 'USD',
  interval: 'month',
  features: ['Priority response', 'Custom legal research'],
  creditAmount: 500,
  entitlements: { priority: true },
  status: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the plan form', () => {
  it('shows the price in dollars and the credit amount divided by 100', () => {
    const { values, features } = planToForm(plan);
    expect(values).toMatchObject({ price: '29.99', creditAmount: '5' });
    expect(features).toEqual(['Priority response', 'Custom legal research', '']);
  });

  it('saves what it showed unchanged: opening and saving keeps price and credits', () => {
    const { values, features } = planToForm(plan);
    expect(formToBody(values, features)).toEqual({
      name: 'Professional',
      description: 'Deeper analysis',
      price: 2999,
      creditAmount: 500,
      interval: 'month',
      features: ['Priority response', 'Custom legal research'],
      entitlements: { priority: true },
      isActive: true,
    });
  });

  it('keeps credit amounts that are not whole hundreds exact', () => {
    const odd = planToForm({ ...plan, creditAmount: 250 });
    expect(odd.values.creditAmount).toBe('2.5');
    expect(formToBody(odd.values, odd.features).creditAmount).toBe(250);
    expect(creditsOf('0.07')).toBe(7);
    expect(creditsOf('abc')).toBeNull();
  });

  it('drops empty feature rows on save', () => {
    const { values } = planToForm(plan);
    expect(formToBody(values, ['One', '  ', '', 'Two ', '']).features).toEqual(['One', 'Two']);
  });

  it('always keeps exactly one empty row at the end of the feature list', () => {
    expect(withTrailingEmptyRow([])).toEqual(['']);
    expect(withTrailingEmptyRow(['A'])).toEqual(['A', '']);
    expect(withTrailingEmptyRow(['A', ''])).toEqual(['A', '']);
    expect(withTrailingEmptyRow(['A', '', ''])).toEqual(['A', '']);
    expect(planToForm(undefined).features).toEqual(['']);
  });
});
