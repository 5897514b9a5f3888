import { readFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './passwords';

describe('the common-password list', () => {
  it("is the first 1,000 of zxcvbn's ranked list, lower-cased (node scripts/common-passwords.mjs writes it)", () => {
    const file = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    const ranked = dictionary['passwords-common'].slice(0, 1000).map((p) => p.toLowerCase());
    expect(file).toBe(`${[...new Set(ranked)].join('\n')}\n`);
  });

  it('is what isCommonPassword checks, its first word and its last', () => {
    const words = dictionary['passwords-common'].slice(0, 1001);
    expect(isCommonPassword(words[0]!)).toBe(true);
    expect(isCommonPassword(words[999]!.toUpperCase())).toBe(true);
    expect(isCommonPassword(words[1000]!)).toBe(false);
  });
});
