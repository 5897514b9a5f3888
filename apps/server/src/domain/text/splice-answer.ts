/** How an answer sits in its sentence: free text may be lower-cased; a sentence ends with a full stop. */
export type SpliceOptions = {
  /** A free-text answer (a description), not a name, an address or a chosen option. */
  freeText: boolean;
  /** The text around it is prose: a full stop closes it where the answer ends it. */
  sentence: boolean;
};

const CLOSING = /[.!?…]["”’)]*$/;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;
/** "The", "My": one capital then small letters. "LLC", "McKay", "iPhone" keep their case. */
const CAPITALISED = /^\p{Lu}\p{Ll}*(?:['’]\p{Ll}+)?$/u;

/** Whether the text before an answer leaves a sentence open ("I left the home ", "about "). */
const continues = (before: string) => {
  const last = before.trimEnd().at(-1);
  return last !== undefined && !/[.!?:\n]/.test(last);
};

/**
 * The first letter of a free-text answer that continues a sentence, lower-cased unless it starts a name: a
 * pronoun "I", a word in capitals ("DC"), or two capitalised words in a row ("Capitol Rentals").
 */
function lowerFirst(answer: string): string {
  const [first = '', second = ''] = answer.split(/\s+/);
  const word = first.replace(/[^\p{L}'’]/gu, '');
  if (!CAPITALISED.test(word) || /^I(?:['’]\p{Ll}+)?$/u.test(word)) return answer;
  if (/^\p{Lu}/u.test(second)) return answer;
  return answer.charAt(0).toLowerCase() + answer.slice(1);
}

/**
 * An answer as it reads in the sentence it is put into (`before` and `after` are the text on either side): no
 * capital mid-sentence, no punctuation doubled with the sentence's own, and a full stop where it ends the
 * sentence ("You are asking about {{topic}}" + "My deposit" → "You are asking about my deposit.").
 */
export function spliceAnswer(answer: string, before: string, after: string, options: SpliceOptions): string {
  let text = answer.trim();
  if (!text) return text;
  if (options.freeText && continues(before)) text = lowerFirst(text);
  const next = after.trimStart();
  if (/^[.,;:!?]/.test(next)) return text.replace(TRAILING_PUNCTUATION, '');
  if (options.sentence && next === '' && before.trim() !== '' && !CLOSING.test(text))
    return `${text.replace(TRAILING_PUNCTUATION, '')}.`;
  return text;
}
