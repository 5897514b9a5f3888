const STOP_WORDS = new Set(
  'the and that this with from have has had was were are for not but you your they them their there then than what when where which who whom will would could should about into over just like very also some any all been being said says told tell know think because after before while again only even much many more most other such each both here well back going want said'.split(
    ' ',
  ),
);

/** The words that carry meaning: four letters or more, not among the commonest. */
export function contentWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !STOP_WORDS.has(word)));
}
