import { describe, expect, it } from 'vitest';
import { parseXml, parseXmlInSteps, XML_MAX_DEPTH } from './xml-tree';

/** A chapter of `count` sections, each a few hundred bytes: a megabyte or so for 3,000. */
const chapter = (count: number, text = 'The owner shall return the deposit within 45 days.') =>
  `<container>${Array.from({ length: count }, (_, i) => `<section><num>${i}</num><text>${text}</text></section>`).join('')}</container>`;

describe('parsing XML a step at a time', () => {
  it('builds the same tree as parsing at once, a character outside the BMP split by no step', async () => {
    // 𝔇 is two UTF-16 units: with sections this size some step ends between them unless it is kept whole.
    const xml = chapter(3_000, 'The 𝔇istrict shall pay interest 𝔇ue on the deposit.');
    expect(await parseXmlInSteps(xml)).toEqual(parseXml(xml));
    // The first step's last unit is the first half of 𝔇.
    const split = `<a>${'x'.repeat(64 * 1024 - 4)}𝔇</a>`;
    expect(split.charCodeAt(64 * 1024 - 1)).toBe(0xd835);
    expect(await parseXmlInSteps(split)).toEqual(parseXml(split));
  });

  it('lets other work run while a large file is parsed', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    try {
      await parseXmlInSteps(chapter(20_000));
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses what parsing at once refuses', async () => {
    const deep = `${'<p>'.repeat(XML_MAX_DEPTH + 2)}${'</p>'.repeat(XML_MAX_DEPTH + 2)}`;
    await expect(parseXmlInSteps(deep)).rejects.toThrow(`nests elements more than ${XML_MAX_DEPTH} deep`);
    await expect(parseXmlInSteps('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')).rejects.toThrow(
      'declares a DTD',
    );
    await expect(parseXmlInSteps(`${chapter(3_000)}<unclosed>`)).rejects.toThrow('is not well-formed XML');
  });
});
