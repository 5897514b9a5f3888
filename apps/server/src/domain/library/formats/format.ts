import type { SectionStatus, SectionVersion, SourceKind } from '@amicus/contract/library/schemas';
import type { SectionLevel, SectionNote, SectionParagraph } from '../../../db/schema/library';
import type { DocumentReader } from '../../../document-reader/document-reader';

/** A source as a format reads it, before it meets the database. `key` identifies it across re-imports. */
export type SourceMeta = {
  key: string;
  jurisdiction: string;
  kind: SourceKind;
  title: string;
  publisher: string;
  url: string | null;
  licence: string;
  asOf: string | null;
  citationPrefix: string;
  /** The release point or edition it was published as ("119-100"), where the publisher names one. */
  edition: string | null;
  /** How the publisher asks to be credited, shown beside the source's licence. */
  attribution: string | null;
  /** The name of its citation grammar (citations/grammars.json): how its sections are cited. */
  grammar: string | null;
  /** The format it was read from: how a re-import reads it again. */
  format: string;
};

/** What a format's data file says of the source it reads (formats/data/*.json). */
export type SourceData = Omit<SourceMeta, 'asOf' | 'edition' | 'grammar' | 'format'>;

export type ParsedSection = {
  number: string;
  heading: string;
  citation: string;
  hierarchy: SectionLevel[];
  paragraphs: SectionParagraph[];
  notes: SectionNote[];
  crossReferences: string[];
  areas: string[];
  status: SectionStatus;
  /** Which of the section's two versions this is (the D.C. Code's temporary and permanent texts); absent for one. */
  version?: SectionVersion;
};

/** A file that could not be read, with why, as the end of a sentence that starts with its name. */
export type ImportFailure = { file: string; reason: string };

export type ParsedSource = {
  meta: SourceMeta;
  /** Sections in published order; a section file that cannot be read is a failure, and the rest go on. */
  sections: AsyncIterable<ParsedSection | ImportFailure>;
  /**
   * Whether the files hold the whole source (default). Only then are sections missing from them withdrawn:
   * importing one title of a code, or a few section files, adds and updates but withdraws nothing.
   */
  complete?: boolean;
};

/**
 * The files to import: their paths (with `/`, sorted) in a folder or an archive, read where they are (an archive
 * is never unpacked file by file, see import/tar-index.ts).
 */
export type ImportInput = {
  files: string[];
  /** A file's bytes. */
  read: (file: string) => Promise<Buffer>;
  /** A file's first bytes as text, for a format to recognise itself by. */
  head: (file: string, bytes?: number) => Promise<string>;
  /** A file's size in bytes, before it is read. */
  size: (file: string) => Promise<number>;
  /** A path on disk the document reader can open (an archive's file is written out for it). */
  pathOf: (file: string) => Promise<string>;
};

/** What an import lends a format: the server's document reader, when it has one (else a format starts its own). */
export type FormatContext = { documentReader?: DocumentReader };

/**
 * One publication format of law. Adding a format (USLM for the U.S. Code, Akoma Ntoso, CLML) is one more file
 * that implements this and is listed in `formats/index.ts`.
 */
export type LibraryFormat = {
  name: string;
  /** Names it was known by before, still accepted by `--format`. */
  aliases?: string[];
  description: string;
  /** Whether these files are in this format (looked at cheaply: names and the first bytes). */
  detect: (input: ImportInput) => Promise<boolean>;
  /** The sources the files hold; a file that holds no source at all is a failure. */
  read: (input: ImportInput, context?: FormatContext) => AsyncIterable<ParsedSource | ImportFailure>;
};

export const isFailure = (item: object): item is ImportFailure => 'reason' in item && 'file' in item;
