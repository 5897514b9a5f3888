/** Words that mark a rule: what someone must, shall, may or may not do. */
const RULE_WORDS =
  /\b(shall|must|may not|may|is entitled|are entitled|is liable|prohibited|unlawful|required)\b/i;
const MAX_QUOTE_CHARS = 400;

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? []);

/**
 * The sentence of a passage that states its rule, for quoting word for word: of the sentences that state a
 * duty or a right, the one sharing most words with the question (else the passage's first sentence), cut with
 * an ellipsis when long. The result is always the passage's own words.
 */
export function operativeSentence(passage: string, question: string): string {
  const text = passage.replace(/\s+/g, ' ').trim();
  const sentences = text
    .match(/[^.;:]+(?:[.;:](?=\s|$)|$)/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [text];
  const asked = wordsOf(question);
  const score = (sentence: string) => [...wordsOf(sentence)].filter((w) => asked.has(w)).length;
  const rules = sentences.filter((sentence) => RULE_WORDS.test(sentence));
  const pool = rules.length > 0 ? rules : sentences.slice(0, 1);
  const best = pool.reduce((a, b) => (score(b) > score(a) ? b : a), pool[0] ?? text);
  const sentence = best.replace(/[;:]$/, '').trim();
  if (sentence.length <= MAX_QUOTE_CHARS) return sentence;
  return `${sentence.slice(0, MAX_QUOTE_CHARS).replace(/\s+\S*$/, '')}…`;
}
