import { describe, expect, it } from 'vitest';
import { countryCode, jurisdictionChain, jurisdictionsFor } from './jurisdiction';

describe('jurisdictionsFor', () => {
  it.each([
    ['United States', 'District of Columbia', ['US-DC', 'US', 'general']],
    ['USA', 'DC', ['US-DC', 'US', 'general']],
    ['U.S.', 'Washington, D.C.', ['US-DC', 'US', 'general']],
    ['Washington DC', '', ['US-DC', 'US', 'general']],
    ['United States', 'California', ['US-CA', 'US', 'general']],
    ['us', 'ca', ['US-CA', 'US', 'general']],
    ['United States', 'Narnia', ['US', 'general']],
    ['United Kingdom', 'England', ['GB-ENG', 'GB', 'general']],
    ['UK', 'Cardiff, Wales', ['GB-WLS', 'GB', 'general']],
    ['Germany', 'Bavaria', ['DE', 'general']],
    ['Atlantis', 'Anywhere', ['general']],
  ])('reads %s / %s as %j, most local first', (country, state, expected) => {
    expect(jurisdictionsFor(country, state)).toEqual(expected);
  });

  it('reads countries by their English name or ISO code, whatever their case or accents', () => {
    expect(countryCode('france')).toBe('FR');
    expect(countryCode('Côte d’Ivoire')).toBe('CI');
    expect(countryCode('NZ')).toBe('NZ');
    expect(countryCode('')).toBeUndefined();
  });
});

describe('jurisdictionChain', () => {
  it('widens a subdivision to its country, then to general guidance', () => {
    expect(jurisdictionChain('US-DC')).toEqual(['US-DC', 'US', 'general']);
    expect(jurisdictionChain('US')).toEqual(['US', 'general']);
    expect(jurisdictionChain('general')).toEqual(['general']);
  });
});
