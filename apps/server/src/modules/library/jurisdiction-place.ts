import { UK_NATIONS, US_STATES } from '../../domain/library/search/jurisdiction';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * A jurisdiction code in words, and as the country and state a chat's questionnaire asks for: `US-DC` is
 * "District of Columbia" in "United States"; `general` names no place.
 */
export function jurisdictionPlace(code: string): { name: string; country: string; state: string } {
  if (code === 'general') return { name: 'General guidance', country: '', state: '' };
  const [countryCode, subdivision] = code.split('-') as [string, string | undefined];
  const country = countryName(countryCode);
  if (!subdivision) return { name: country, country, state: '' };
  const state =
    (countryCode === 'US' ? US_STATES[subdivision] : undefined) ??
    (countryCode === 'GB' ? UK_NATIONS[subdivision] : undefined) ??
    subdivision;
  return { name: state, country, state };
}

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
