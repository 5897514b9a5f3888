// Writes apps/server/src/domain/accounts/common-passwords.txt: the 1,000 most common passwords of zxcvbn's ranked
// list (from breach corpora), lower-cased, one per line. The server reads this file rather than the package,
// whose 57,000 words (2.7 MB of heap) would otherwise stay in memory for the life of the process.
//   node scripts/common-passwords.mjs
import fs from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';

const target = new URL('../apps/server/src/domain/accounts/common-passwords.txt', import.meta.url);
const words = [...new Set(dictionary['passwords-common'].slice(0, 1000).map((p) => p.toLowerCase()))];
fs.writeFileSync(target, `${words.join('\n')}\n`);
console.log(`${words.length} passwords written to ${target.pathname}`);
