import { createHash } from 'node:crypto';
import type { Database } from '../client';
import { guideSources } from '../../domain/library/guides-source';
import { isFailure, type ParsedSection, type ParsedSource } from '../../domain/library/formats/format';
import { importSource } from '../../domain/library/import/import-library';
import { emptyCounts } from '../../domain/library/import/write-source';

type GuideSource = { meta: ParsedSource['meta']; sections: ParsedSection[] };

/** The guides read whole (they are small), so their content can be hashed before they are written. */
export async function readGuides(): Promise<GuideSource[]> {
  const sources: GuideSource[] = [];
  for (const source of guideSources()) {
    const sections: ParsedSection[] = [];
    for await (const section of source.sections) if (!isFailure(section)) sections.push(section);
    sources.push({ meta: source.meta, sections });
  }
  return sources;
}

/** Names this version of the guides: the seed step runs again, once, whenever their text changes. */
export const guidesVersion = (sources: GuideSource[]) =>
  createHash('sha256').update(JSON.stringify(sources)).digest('base64url').slice(0, 16);

async function* iterate<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

/**
 * Writes the offline guides into the library as `general` sources of kind guide, through the importer: so
 * every install's library holds them, and a changed guide updates its sections (unchanged ones are untouched).
 */
export async function importGuides(db: Database, sources: GuideSource[]): Promise<void> {
  const report = { ...emptyCounts(), format: 'guides', sources: [], failures: [] };
  for (const source of sources) {
    await importSource(db, { meta: source.meta, sections: iterate(source.sections) }, report);
  }
}
