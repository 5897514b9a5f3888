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
    /\bhow much\b|\bcost|\bfee\b|\bfine\b|\bpenalt|\bdamages\b|\bpay me\b|\bowe\b|\bcharge\b|\bmaximum\b|\blimit\b/.test(
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
