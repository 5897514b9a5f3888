/**
 * A chat as its exports set it (Markdown and PDF): everything already worded for reading, dates in the reader's
 * time zone, links absolute. Plain data, so it crosses to the export threads as it is.
 */
export type TranscriptSource = {
  n: number;
  citation: string;
  heading: string;
  sourceTitle: string;
  /** "June 30, 2025": the date the source's text is current to, when its publisher says. */
  asOf: string | null;
  /** The cited paragraph in the library's section reader. */
  url: string;
};

export type TranscriptMessage = {
  sender: 'user' | 'system';
  /** "You" or "Amicus". */
  author: string;
  /** "June 3, 2025, 2:06 PM". */
  at: string;
  /** The user's words as typed, or the reply's Markdown with its [n] citations. */
  text: string;
  /** Why a reply ended early ("Stopped before the end."), shown under it. */
  note: string | null;
  /** The names of the files a user's message was sent with. */
  files: string[];
  sources: TranscriptSource[];
};

export type ChatTranscript = {
  title: string;
  /** "Housing · Washington, DC, USA". */
  context: string;
  /** "Started June 3, 2025 · Exported June 4, 2025, 9:12 AM". */
  dates: string;
  messages: TranscriptMessage[];
  /** The closing line: what Amicus gives. */
  disclaimer: string;
};
