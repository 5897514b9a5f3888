import { describe, expect, it } from 'vitest';
import { codeOfPlace, countryCodeOf, placeOfCode, withDefaultCountry } from './places';

describe('places by name and by code', () => {
  it('reads a code as the names the pickers show, and back', () => {
    expect(placeOfCode('US-DC')).toEqual({ country: 'United States', state: 'District of Columbia' });
    expect(placeOfCode('US')).toEqual({ country: 'United States', state: '' });
    expect(placeOfCode('')).toEqual({ country: '', state: '' });
    expect(codeOfPlace({ country: 'United States', state: 'Ohio' })).toBe('US-OH');
    expect(codeOfPlace({ country: 'United States', state: 'District of Columbia' })).toBe('US-DC');
    expect(codeOfPlace({ country: 'United States', state: '' })).toBe('US');
    expect(codeOfPlace({ country: '', state: '' })).toBe('');
  });

  it('keeps what no list knows as it is written', () => {
    expect(placeOfCode('general')).toEqual({ country: 'general', state: '' });
    expect(codeOfPlace({ country: 'general', state: '' })).toBe('general');
  });

  it('knows a country by ISO’s name and three-letter code as well as its usual name', () => {
    expect(countryCodeOf('USA')).toBe('US');
    expect(countryCodeOf('United States of America')).toBe('US');
    expect(countryCodeOf('united states')).toBe('US');
    expect(countryCodeOf('Narnia')).toBeUndefined();
  });

  it('starts at the United States when no country was chosen', () => {
    expect(withDefaultCountry({ country: '', state: '' })).toEqual({ country: 'United States', state: '' });
    expect(withDefaultCountry({ country: 'Canada', state: 'Ontario' })).toEqual({
      country: 'Canada',
      state: 'Ontario',
    });
  });
});
