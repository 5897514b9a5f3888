/**
 * The kinds of figure a question asks for and a text states: a time ("within 30 days", "after 8 o'clock"), an
 * amount of money ("$1,000", "25 per centum"), or another number ("15 or more employees"). A question asking "how
 * long" is answered by the paragraph that states a time: the kinds let a ranker prefer it.
 */
export type FigureKind = 'time' | 'money' | 'number';

const NUMBER_WORD =
  '(?:\\d[\\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|forty-five|fifty|sixty|seventy|eighty|ninety|hundred|thousand|half)';
const TIME_UNIT =
  "(?:business\\s+)?(?:second|minute|hour|day|week|workweek|month|year|o[’']clock|a\\.m\\.|p\\.m\\.)s?";

const STATED: Record<FigureKind, RegExp> = {
  time: new RegExp(
    `\\b${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})*[\\s-]+${TIME_UNIT}\\b|\\b\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)`,
    'i',
  ),
  money: new RegExp(
    `\\$\\s?\\d|\\b${NUMBER_WORD}[\\s-]+(?:dollars|cents)\\b|\\bper\\s*cent(?:um)?\\b|\\d\\s*%`,
    'i',
  ),
  number: new RegExp(`\\b${NUMBER_WORD}\\b`, 'i'),
};

/** What kind of figure a question asks for, from how it asks ("how long", "how much", "how many"), if any. */
export function askedFigure(question: string): FigureKind | null {
  const text = question.toLowerCase();
  if (
    /\bhow (long|soon|late|early|often)\b|\bwhen\b|\bdeadline|\btime limit|\bwhat time\b|\bhow many (days|weeks|months|years|hours)\b|\buntil\b/.test(
      text,
    )
  )
    return 'time';
  if (
    /\bhow much\b|\bthe (?:most|least|lowest|highest)\b|\bcost|\bfee\b|\bfine\b|\bpenalt|\bdamages\b|\bpay me\b|\bowe\b|\bcharge\b|\bmaximum\b|\blimit\b/.test(
      text,
    )
  )
    return 'money';
  if (/\bhow many\b|\bhow old\b|\bminimum\b|\bat least\b/.test(text)) return 'number';
  return null;
}

/** Whether a text states a figure of this kind. */
export const statesFigure = (text: string, kind: FigureKind) => STATED[kind].test(text);

/** Whether a text states any figure: a time, an amount or a number. */
export const statesAnyFigure = (text: string) => STATED.number.test(text);

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };
const WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].join('|')})`;
/** A number in digits ("1,250", "$7.25") or in words ("forty-five", "two hundred"). */
const NUMBER = new RegExp(`\\d[\\d,]*(?:\\.\\d+)?|\\b${WORD}(?:[\\s-]+(?:and[\\s-]+)?${WORD})*\\b`, 'gi');

/** "forty-five" → 45, "two hundred" → 200, "1,250" → 1250. */
function valueOf(number: string): number {
  if (/^\d/.test(number)) return Number(number.replace(/,/g, ''));
  let total = 0;
  let current = 0;
  for (const word of number.toLowerCase().split(/[\s-]+/)) {
    if (word in UNITS) current += UNITS[word]!;
    else if (word in SCALES) {
      current = Math.max(current, 1) * SCALES[word]!;
      if (SCALES[word]! >= 1_000) {
        total += current;
        current = 0;
      }
    }
  }
  return total + current;
}

/** Every number a text holds, in digits or in words, as its value: what a claim's figures are looked up in. */
export const numbersIn = (text: string): Set<number> =>
  new Set([...text.matchAll(NUMBER)].map((match) => valueOf(match[0])));

const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
/**
 * The figures a sentence states as facts of law: a time ("45 days", "9 p.m."), an amount ("$1,500", "5%",
 * "25 per centum"), a count ("15 or more") or a date ("March 1, 2025") — each with the numbers it is made of.
 */
const CLAIMED = new RegExp(
  [
    `\\$\\s?\\d[\\d,]*(?:\\.\\d+)?`,
    `(?:\\d[\\d,.]*|${WORD}(?:[\\s-]+${WORD})*)\\s*(?:%|per\\s*cent(?:um)?\\b|dollars\\b|or more\\b|or fewer\\b)`,
    `(?:\\d[\\d,.]*|${WORD}(?:[\\s-]+${WORD})*)[\\s-]+${TIME_UNIT}\\b`,
    `\\b\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)`,
    `\\b${MONTH}\\s+\\d{1,2}(?:,\\s*\\d{4})?`,
  ].join('|'),
  'gi',
);

export type ClaimedFigure = { text: string; values: number[] };

/** The figures a text states (see CLAIMED), each with the values of its numbers. */
export function claimedFigures(text: string): ClaimedFigure[] {
  return [...text.matchAll(CLAIMED)].map((match) => ({
    text: match[0].trim(),
    values: [...numbersIn(match[0])],
  }));
}
