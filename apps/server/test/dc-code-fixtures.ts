import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A tiny code in the D.C. Council's law XML layout, written by the tests themselves (the real code in
 * ../shared/corpora is never copied into the repository): a code index with its `<recency>`, two titles whose
 * indexes nest chapters and subchapters and XInclude their sections, and section files with nested paragraphs,
 * cross-references, annotations, a repealed and an expired section. The wording is invented.
 */
export const DC_NS = 'https://code.dccouncil.us/schemas/dc-library';
const XI_NS = 'http://www.w3.org/2001/XInclude';
export const CODE_DIR = 'us/dc/council/code';

export type FixtureFiles = Map<string, string>;

type Container = { prefix: string; num: string; heading: string; children: (Container | string)[] };

/** The titles' structure; a string is a section number whose file the container includes. */
const TITLES: Container[] = [
  {
    prefix: 'Title',
    num: '1',
    heading: 'Government Organization.',
    children: [
      {
        prefix: 'Chapter',
        num: '1',
        heading: 'District Charter.',
        children: ['1-101', '1-102'],
      },
      {
        prefix: 'Chapter',
        num: '2',
        heading: 'Old Provisions.',
        children: [{ prefix: 'Subchapter', num: 'I', heading: 'Past Rules.', children: ['1-201', '1-202'] }],
      },
    ],
  },
  {
    prefix: 'Title',
    num: '42',
    heading: 'Real Property.',
    children: [
      {
        prefix: 'Chapter',
        num: '35',
        heading: 'Rental Housing.',
        children: ['42-3502.05', '42-3502.17'],
      },
    ],
  },
];

const section = (num: string, inner: string) =>
  `<?xml version='1.0' encoding='utf-8'?>\n<section xmlns="${DC_NS}" xmlns:xi="${XI_NS}">\n  <num>${num}</num>\n${inner}\n</section>\n`;

/** Each section file's XML, by section number. Tests replace one to change it. */
export function fixtureSections(): Record<string, string> {
  return {
    '1-101': section(
      '1-101',
      `  <heading>Territory of the District.</heading>
  <para>
    <num>(a)</num>
    <text>The District covers the land described in <cite path="§1-102|(a)">section 1-102(a)</cite>.</text>
    <para>
      <num>(1)</num>
      <text>Its first part is the northern ward.</text>
    </para>
    <para>
      <num>(2)</num>
      <text>Its second part is the southern ward.</text>
      <para>
        <num>(A)</num>
        <text>The southern ward includes the river bank.</text>
      </para>
    </para>
  </para>
  <para>
    <num>(b)</num>
    <text>Boundaries are kept by the surveyor.</text>
  </para>
  <annotations>
    <annotation type="History">Invented Law 1-1, § 2, a fixture for tests.</annotation>
    <annotation type="Section References">This section is referenced in <cite path="§42-3502.05">§ 42-3502.05</cite>.</annotation>
  </annotations>`,
    ),
    '1-102': section(
      '1-102',
      `  <heading>Wards.</heading>
  <para>
    <num>(a)</num>
    <text>There are two wards.</text>
  </para>
  <para>
    <num>(b)</num>
    <text>Each ward elects one member.</text>
  </para>`,
    ),
    '1-201': section(
      '1-201',
      `  <reason>Repealed</reason>
  <heading>Former licensing of carriages</heading>
  <text>Repealed.</text>
  <annotations>
    <annotation type="History">Invented Law 2-2, § 9.</annotation>
  </annotations>`,
    ),
    '1-202': section(
      '1-202',
      `  <heading>Temporary parking waiver. [Expired]</heading>
  <text>Expired.</text>`,
    ),
    '42-3502.05': section(
      '42-3502.05',
      `  <heading>Applicability of rent stabilization.</heading>
  <para>
    <num>(a)</num>
    <text>Rent stabilization applies to every rental unit except as this section says.</text>
  </para>`,
    ),
    '42-3502.17': section(
      '42-3502.17',
      `  <heading>Deposits held by landlords.</heading>
  <para>
    <num>(a)</num>
    <text>A landlord holds a deposit in trust, except for units exempt under <cite path="§42-3502.05|(a)">§ 42-3502.05(a)</cite>.</text>
  </para>
  <para>
    <num>(b)</num>
    <para>
      <num>(1)</num>
      <text>No landlord may keep a deposit for ordinary wear.</text>
    </para>
  </para>`,
    ),
  };
}

function containerXml(container: Container, indent: string, isRoot: boolean): string {
  const attrs = isRoot ? ` xmlns="${DC_NS}" xmlns:xi="${XI_NS}"` : '';
  const inner = container.children
    .map((child) =>
      typeof child === 'string'
        ? `${indent}  <xi:include href="./sections/${child}.xml"/>`
        : containerXml(child, `${indent}  `, false),
    )
    .join('\n');
  return `${indent}<container${attrs}>\n${indent}  <prefix>${container.prefix}</prefix>\n${indent}  <num>${container.num}</num>\n${indent}  <heading>${container.heading}</heading>\n${inner}\n${indent}</container>`;
}

/** Drops sections from a container tree (a section that vanished from the code). */
function without(container: Container, omit: Set<string>): Container {
  return {
    ...container,
    children: container.children
      .filter((child) => typeof child !== 'string' || !omit.has(child))
      .map((child) => (typeof child === 'string' ? child : without(child, omit))),
  };
}

/**
 * The fixture's files by path. `omit` leaves sections out of their index and folder; `sections` replaces
 * sections' XML (a changed or broken file).
 */
export function dcCodeFixture(
  options: { omit?: string[]; sections?: Record<string, string>; through?: string } = {},
): FixtureFiles {
  const omit = new Set(options.omit ?? []);
  const files: FixtureFiles = new Map();
  files.set(
    `${CODE_DIR}/index.xml`,
    `<?xml version='1.0' encoding='utf-8'?>\n<document xmlns="${DC_NS}" xmlns:xi="${XI_NS}">\n  <heading>Code of the District of Columbia</heading>\n  <meta>\n    <recency through="${options.through ?? '2024-01-31'}"/>\n  </meta>\n${TITLES.map((t) => `  <xi:include href="./titles/${t.num}/index.xml"/>`).join('\n')}\n</document>\n`,
  );
  for (const title of TITLES) {
    files.set(
      `${CODE_DIR}/titles/${title.num}/index.xml`,
      `<?xml version='1.0' encoding='utf-8'?>\n${containerXml(without(title, omit), '', true)}\n`,
    );
  }
  const sections = { ...fixtureSections(), ...options.sections };
  for (const [num, xml] of Object.entries(sections)) {
    if (omit.has(num)) continue;
    files.set(`${CODE_DIR}/titles/${num.split('-')[0]}/sections/${num}.xml`, xml);
  }
  return files;
}

/** Writes files (by relative path) into a fresh temporary folder and answers its path. */
export async function writeFiles(
  files: Map<string, string | Buffer>,
  prefix = 'amicus-lib-',
): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  for (const [name, content] of files) {
    const file = path.join(dir, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
  }
  return dir;
}
