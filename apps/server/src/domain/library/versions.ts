import { sql, type SQL } from 'drizzle-orm';
import type { SectionVersion } from '@amicus/contract/library/schemas';

/** Today as the code dates things (YYYY-MM-DD, UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * Whether a version of a section is the one in force on a day: the text with temporary amendments until they
 * expire, the permanent text from then on. A section with one version is always its own; a temporary text whose
 * end the code does not date stays in force, and so does a permanent one with no dated temporary text beside it.
 */
export function versionInForce(version: SectionVersion | null | undefined, on = today()): boolean {
  if (!version) return true;
  if (version.kind === 'temporary') return version.until === null || on < version.until;
  return version.until === null || on >= version.until;
}

/** versionInForce as SQL over a `library_sections` row aliased `s`: a version that is not (yet, or any more). */
export const versionOutOfForce = (on = today()): SQL =>
  sql`(s.version is not null and case s.version->>'kind'
        when 'temporary' then s.version->>'until' <= ${on}
        else s.version->>'until' > ${on} end)`;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * The version a D.C. Code section's editor's note describes: "*NOTE: This section includes amendments by
 * temporary legislation that will expire on November 21, 2024. To view the text … click this link: Permanent
 * Version.*", or "This section was created by emergency legislation that will expire on …" (no permanent text:
 * the section itself ends then). Null for a note of another kind.
 */
export function versionOfNote(note: string, number: string): SectionVersion | null {
  const found = /^\W*NOTE: This section\b.*?\bwill expire on ([A-Z][a-z]+) (\d{1,2}), (\d{4})/.exec(note);
  if (!found) return null;
  const month = MONTHS.indexOf(found[1]!.toLowerCase());
  if (month < 0) return null;
  const until = `${found[3]}-${String(month + 1).padStart(2, '0')}-${found[2]!.padStart(2, '0')}`;
  return { kind: 'temporary', of: number, until };
}

/** A permanent version's number as the D.C. Code writes it ("42-3505.01(Perm)") read as the section it is of. */
export function permanentVersionOf(number: string): SectionVersion | null {
  const found = /^(.+?)\s*\(Perm\)$/.exec(number);
  return found ? { kind: 'permanent', of: found[1]!, until: null } : null;
}
