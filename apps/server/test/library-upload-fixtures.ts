import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { assembleZip, storedZipEntry } from './hostile-documents';

/**
 * Small D.C. Code XML publications written by the tests (never copied from the real corpus): one title whose
 * index.xml holds a chapter and XIncludes each section's file, as the Council publishes the code.
 */
const NS = 'https://code.dccouncil.us/schemas/dc-library';

export const sectionNumber = (i: number) => `42-3501.${String(i + 1).padStart(2, '0')}`;

export function dcTitleFiles(
  sections: number,
  options: { headingOf?: (i: number) => string } = {},
): Record<string, string> {
  const includes = Array.from(
    { length: sections },
    (_, i) => `      <xi:include href="./sections/${sectionNumber(i)}.xml"/>`,
  ).join('\n');
  const files: Record<string, string> = {
    'titles/42/index.xml': `<?xml version="1.0" encoding="utf-8"?>
<container xmlns="${NS}" xmlns:xi="http://www.w3.org/2001/XInclude">
  <prefix>Title</prefix><num>42</num><heading>Real Property.</heading>
  <container>
    <prefix>Chapter</prefix><num>35</num><heading>Rental Housing.</heading>
${includes}
  </container>
</container>
`,
  };
  for (let i = 0; i < sections; i++) {
    const heading = options.headingOf?.(i) ?? `Rule ${i + 1} on tenancies.`;
    files[`titles/42/sections/${sectionNumber(i)}.xml`] = `<?xml version="1.0" encoding="utf-8"?>
<section xmlns="${NS}">
  <num>${sectionNumber(i)}</num>
  <heading>${heading}</heading>
  <para><num>(a)</num><text>A landlord shall return a tenant's security deposit within 45 days (rule ${i + 1}).</text>
    <para><num>(1)</num><text>See <cite path="§42-3501.01">§ 42-3501.01</cite>.</text></para>
  </para>
</section>
`;
  }
  return files;
}

/** The files as a gzipped tarball, built with the tar package from a temporary folder. */
export async function tarGz(files: Record<string, string>): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-libfix-'));
  try {
    const src = path.join(dir, 'src');
    for (const [name, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(src, name)), { recursive: true });
      await fs.writeFile(path.join(src, name), text);
    }
    const file = path.join(dir, 'out.tar.gz');
    await tar.c({ gzip: true, cwd: src, file }, Object.keys(files));
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The files as a zip of stored entries. */
export function zipOf(files: Record<string, string>): Buffer {
  return assembleZip(Object.entries(files).map(([name, text]) => storedZipEntry(name, text)));
}
