import { Link } from 'react-router';
import type { LibrarySection } from '@amicus/contract/library/schemas';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

type Versioned = Pick<LibrarySection, 'version' | 'versionInForce' | 'otherVersion'>;

/** An ISO day as the note says it, read at noon so no time zone moves the day: "Nov 21, 2024". */
const day = (iso: string) => formatDate(`${iso}T12:00:00`);

/** Which version a section is, beside its status: "Temporary version" or "Permanent version", and if not in force. */
export function VersionBadge({ section }: { section: Versioned }) {
  if (!section.version) return null;
  return (
    <>
      <Badge variant="secondary">
        {section.version.kind === 'temporary' ? 'Temporary version' : 'Permanent version'}
      </Badge>
      {!section.versionInForce && <Badge variant="warning">Not in force today</Badge>}
    </>
  );
}

/** What the code says of this version's time: until when its temporary text applies, or from when its permanent one. */
function versionText({ version, versionInForce, otherVersion }: Versioned): string {
  if (!version) return '';
  const { kind, until } = version;
  if (kind === 'temporary') {
    if (!until) return 'This version includes temporary amendments; the code does not say when they expire.';
    const end = otherVersion
      ? 'the permanent version applies'
      : 'this section is no longer law unless it was extended';
    return versionInForce
      ? `This is the version in force: it includes temporary amendments that expire on ${day(until)}. From then on, ${end}.`
      : `This version’s temporary amendments expired on ${day(until)}: ${end} now, unless they were extended.`;
  }
  if (!until) return 'This is the permanent version of the section.';
  return versionInForce
    ? `This is the permanent version, in force since ${day(until)}, when the temporary amendments to the section expired.`
    : `This permanent version applies from ${day(until)}, when the temporary amendments in the version now in force expire.`;
}

/**
 * A section the code publishes in two versions (its text with temporary amendments, and the permanent text that
 * follows it) says which version it is, which applies and when, and links to the other.
 */
export function VersionNote({ section }: { section: Versioned }) {
  if (!section.version) return null;
  const other = section.otherVersion;
  return (
    <p
      role="note"
      className="mt-5 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm text-foreground"
    >
      {versionText(section)}{' '}
      {other && (
        <Link to={`/library/sections/${other.id}`} className="text-primary underline underline-offset-4">
          {other.kind === 'permanent'
            ? 'Read the permanent version'
            : 'Read the version with temporary amendments'}
        </Link>
      )}
    </p>
  );
}
