/** A question worded as people word it, with the law that answers it and the fact a good answer states. */
export type LayQuestion = {
  /** The asker's place as an ISO 3166-2 code: 'US-DC' for D.C. questions; another state (e.g. 'US-OH', 'US-TX', 'US-GA' — never US-DC or US-MD) for federal ones. */
  place: string;
  /** The legal area: one of family, housing, employment, consumer, debt, immigration, criminal, business, injury, estates. */
  area: string;
  question: string;
  /** The sections that answer it (any one in the top 5 is a hit), each with the paragraph(s) that hold the answer. */
  answers: { citation: string; paragraphs: string[] }[];
  /** The key fact a grounded answer states, in a few words, with its usual variants (any one counts; compared without case or punctuation), e.g. ['45 days', 'forty-five days']. */
  keyFact: string[];
};
