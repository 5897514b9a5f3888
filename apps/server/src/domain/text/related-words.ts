import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * Words related in meaning to the commonest English words: their nearest neighbours by GloVe word vectors and
 * their WordNet synonyms, computed once from those well-kept data sets by scripts/related-words.mjs (decision
 * 021). A question's plain words reach the law's words through them ("fired" → "discharged", "boss" →
 * "employer"); a search keeps only those its library holds, each weighted by its rarity there.
 */
export type RelatedWord = { word: string; similarity: number };

// Beside this file in the sources; beside the compiled server (build.mjs copies it to dist).
const fromSource = import.meta.url.endsWith('.ts');
const DATA = fileURLToPath(
  new URL(fromSource ? './data/related-words.txt.gz' : './related-words.txt.gz', import.meta.url),
);

let related: Map<string, RelatedWord[]> | undefined;

/** Read on first use (30,000 words, a tenth of a second), then kept. */
function load(): Map<string, RelatedWord[]> {
  if (related) return related;
  related = new Map();
  const text = zlib.gunzipSync(fs.readFileSync(DATA)).toString('utf8');
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    related.set(
      line.slice(0, tab),
      line
        .slice(tab + 1)
        .split(' ')
        .map((pair) => {
          const colon = pair.lastIndexOf(':');
          return { word: pair.slice(0, colon), similarity: Number(pair.slice(colon + 1)) / 100 };
        }),
    );
  }
  return related;
}

/** The words related to a word (lower case), most similar first; none for a word the data does not have. */
export function relatedWords(word: string): RelatedWord[] {
  return load().get(word) ?? [];
}
