/** The words of a recording's analysis on screen (the server's messages come from the contract). */
export const analysisLabels = {
  heading: 'Analysis',
  intro:
    'Amicus reads the transcript against the law the library holds for where you are: what happened, when, the legal issues it raises and what to do next.',
  analyse: 'Analyse',
  analyseAgain: 'Analyse again',
  newAnalysis: 'New analysis',
  queued: 'Waiting to start',
  carriesOn: 'It carries on if you leave this page; come back to see the analysis.',
  started: 'The analysis has started.',
  done: 'The analysis is ready.',
  failed: 'The analysis failed. Please try again.',
  cancelled: 'The analysis was cancelled.',
  needsTranscript: 'Transcribe the recording first: the analysis reads its transcript.',
  offline:
    'Written offline by this server’s own rules, without an AI model: the summary and the facts are sentences of your transcript (those that name a date or an amount), and the legal issues are rules of your place’s law that share words with what you said. It cannot understand or weigh your situation, judge your chances or give advice.',
  noLaw: (place: string) =>
    `The library holds no law on this for ${place}. What follows rests on general guidance only: check the law where you live before relying on it.`,
  stale: 'The transcript changed after this analysis was written, so it may no longer match what it says.',
  droppedQuotes: (count: number) =>
    `${count} ${count === 1 ? 'quotation' : 'quotations'} the analysis gave ${count === 1 ? 'is' : 'are'} not in the transcript and ${count === 1 ? 'was' : 'were'} left out.`,
  summary: 'Summary',
  facts: 'What happened',
  issues: 'Legal issues',
  nextSteps: 'Next steps',
  none: 'None found in the transcript.',
  startChat: 'Start a chat from this recording',
} as const;
