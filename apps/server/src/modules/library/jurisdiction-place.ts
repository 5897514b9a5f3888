import { placeName } from '@amicus/contract/places/places';

/**
 * A jurisdiction code in words, and as the country and state a chat's questionnaire asks for: `US-DC` is
 * "District of Columbia" in "United States"; `general` names no place.
 */
export function jurisdictionPlace(code: string): { name: string; country: string; state: string } {
  if (code === 'general') return { name: 'General guidance', country: '', state: '' };
  const [countryCode, subdivision] = code.split('-') as [string, string | undefined];
  const country = placeName(countryCode) ?? countryCode;
  if (!subdivision) return { name: country, country, state: '' };
  const state = placeName(code) ?? subdivision;
  return { name: state, country, state };
}
