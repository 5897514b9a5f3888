import { documentFormat } from './document';
import type { ImportInput, LibraryFormat } from './format';
import { openLawFormat } from './open-law';
import { uslmFormat } from './uslm';

/** Every format the importer reads, tried in this order when none is named (XML by its namespace first). */
export const libraryFormats: LibraryFormat[] = [uslmFormat, openLawFormat, documentFormat];

export class UnknownFormatError extends Error {}

export async function chooseFormat(input: ImportInput, name?: string): Promise<LibraryFormat> {
  if (name) {
    const named = libraryFormats.find((format) => format.name === name || format.aliases?.includes(name));
    if (!named) {
      throw new UnknownFormatError(
        `Unknown format "${name}". Known formats: ${libraryFormats.map((f) => f.name).join(', ')}.`,
      );
    }
    return named;
  }
  for (const format of libraryFormats) if (await format.detect(input)) return format;
  throw new UnknownFormatError(
    `is in no format the library can import (${libraryFormats.map((f) => f.description).join('; ')})`,
  );
}
