import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import type { ParsedSection, SourceMeta } from '../src/domain/library/formats/format';
import { importLibrary, importSource, type ImportReport } from '../src/domain/library/import/import-library';
import { openImportInput } from '../src/domain/library/import/import-input';
import { emptyCounts } from '../src/domain/library/import/write-source';

const NS = 'xmlns="https://code.dccouncil.us/schemas/dc-library" xmlns:xi="http://www.w3.org/2001/XInclude"';

/** A section in the D.C. Code's XML: paragraphs as `[label, text]` or `[label, text, children]`. */
export type FixtureParagraph = [string, string, FixtureParagraph[]?];
export type FixtureSection = {
  number: string;
  heading: string;
  paragraphs: FixtureParagraph[];
  history?: string;
  /** `<reason>` the Council writes for a repealed or expired section. */
  reason?: string;
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Writes "§ 42-3502.05" mentions as the Council's `<cite>` elements. */
const withCites = (text: string) =>
  escape(text).replace(
    /§ (\d+[A-Z]?-\d+(?:\.\d+)*[a-z]?)/g,
    (_all, n: string) => `<cite path="§${n}">§ ${n}</cite>`,
  );

function paragraphXml([label, text, children = []]: FixtureParagraph): string {
  const own = text ? `<text>${withCites(text)}</text>` : '';
  return `<para><num>${label}</num>${own}${children.map(paragraphXml).join('')}</para>`;
}

export function sectionXml(section: FixtureSection): string {
  return `<?xml version='1.0' encoding='utf-8'?>
<section ${NS} containing-doc="D.C. Code">
  <num>${section.number}</num>
  ${section.reason ? `<reason>${escape(section.reason)}</reason>` : `<heading>${escape(section.heading)}</heading>`}
  ${section.paragraphs.map(paragraphXml).join('\n  ')}
  <annotations><annotation type="History">${escape(section.history ?? 'Fixture law, written for the tests.')}</annotation></annotations>
</section>`;
}

/**
 * Writes a tiny D.C. Code in the Council's layout (code index with its recency date, a title index with one
 * chapter, the section files) into a new temporary folder and returns it.
 */
export async function writeDcFixture(options: {
  title: { num: string; heading: string };
  chapter: { num: string; heading: string };
  sections: FixtureSection[];
  asOf?: string;
}): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-dc-fixture-'));
  const code = path.join(root, 'us/dc/council/code');
  const title = path.join(code, 'titles', options.title.num);
  await fs.mkdir(path.join(title, 'sections'), { recursive: true });
  await fs.writeFile(
    path.join(code, 'index.xml'),
    `<?xml version='1.0' encoding='utf-8'?>
<document ${NS} id="D.C. Code"><heading>Code of the District of Columbia</heading>
<meta><recency through="${options.asOf ?? '2024-10-20'}"/></meta>
<xi:include href="./titles/${options.title.num}/index.xml"/></document>`,
  );
  await fs.writeFile(
    path.join(title, 'index.xml'),
    `<?xml version='1.0' encoding='utf-8'?>
<container ${NS} containing-doc="D.C. Code"><prefix>Title</prefix><num>${options.title.num}</num><heading>${escape(options.title.heading)}</heading>
<container><prefix>Chapter</prefix><num>${options.chapter.num}</num><heading>${escape(options.chapter.heading)}</heading>
${options.sections.map((s) => `<xi:include href="./sections/${s.number}.xml"/>`).join('\n')}
</container></container>`,
  );
  for (const section of options.sections)
    await fs.writeFile(path.join(title, 'sections', `${section.number}.xml`), sectionXml(section));
  return root;
}

/** Imports a fixture folder through the real importer. */
export async function importFolder(db: Database, folder: string): Promise<ImportReport> {
  const { input, dispose } = await openImportInput(folder);
  try {
    return await importLibrary(db, input);
  } finally {
    await dispose();
  }
}

async function* iterate<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

/** Writes a source of another jurisdiction (no format of its own needed) through the importer's writer. */
export async function importParsedSource(
  db: Database,
  meta: Partial<SourceMeta> & Pick<SourceMeta, 'key' | 'jurisdiction' | 'title' | 'citationPrefix'>,
  sections: (Omit<ParsedSection, 'citation' | 'hierarchy' | 'notes' | 'status' | 'crossReferences'> &
    Partial<ParsedSection>)[],
): Promise<number> {
  const full: SourceMeta = {
    kind: 'statute',
    publisher: 'Fixture publisher',
    url: null,
    licence: 'Public domain',
    asOf: '2024-01-01',
    edition: null,
    attribution: null,
    grammar: null,
    format: 'test',
    ...meta,
  };
  const report: ImportReport = { ...emptyCounts(), format: 'fixture', sources: [], failures: [] };
  await importSource(
    db,
    {
      meta: full,
      sections: iterate(
        sections.map((s) => ({
          citation: `${full.citationPrefix} ${s.number}`,
          hierarchy: [],
          notes: [],
          status: 'in_force' as const,
          crossReferences: [],
          ...s,
        })),
      ),
    },
    report,
  );
  return report.sources[0]!.id;
}

export async function setSourceEnabled(db: Database, key: string, enabled: boolean) {
  await db.execute(sql`update library_sources set enabled = ${enabled} where key = ${key}`);
}
