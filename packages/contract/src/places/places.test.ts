import { describe, expect, it } from 'vitest';
import { COUNTRIES, placeName, subdivisionsOf } from './places';

describe('places', () => {
  it('lists countries by the names people use, each with its ISO 3166 code', () => {
    expect(COUNTRIES.find((c) => c.code === 'US')?.name).toBe('United States');
    expect(COUNTRIES.find((c) => c.code === 'MX')?.name).toBe('Mexico');
    expect(COUNTRIES.length).toBeGreaterThan(240);
  });

  it('lists the states below a country, D.C. and the territories with them', () => {
    const states = subdivisionsOf('US');
    expect(states.find((s) => s.code === 'US-OH')?.name).toBe('Ohio');
    expect(states.find((s) => s.code === 'US-DC')?.name).toBe('District of Columbia');
    expect(states.map((s) => s.code)).toContain('US-PR');
    expect(
      subdivisionsOf('GB')
        .map((s) => s.code)
        .sort(),
    ).toEqual(['GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS']);
  });

  it('names a code', () => {
    expect(placeName('US-MD')).toBe('Maryland');
    expect(placeName('ZZ-ZZ')).toBeUndefined();
  });
});
