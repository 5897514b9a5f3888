import { z } from 'zod';

/** Whether the runtime knows an IANA time zone ("America/New_York"). */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The reader's time zone (the browser's, `Intl.DateTimeFormat().resolvedOptions().timeZone`), so the dates a
 * download prints are the ones the page showed.
 */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(knownTimeZone, { error: 'timeZone must be an IANA time zone such as America/New_York' });
