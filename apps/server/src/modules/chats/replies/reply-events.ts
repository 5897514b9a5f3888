import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';

/** How a reply ended, as its done event reports it. */
export type ReplyOutcome = {
  status: 'complete' | 'stopped' | 'failed';
  error: string | null;
  /** The user's balance once the reply was settled (after a refund, if any). */
  credits: number;
  /** What the citation check found in the settled text (absent when there was nothing to check). */
  citationCheck?: CitationCheck | null;
};

/**
 * What a follower of a running reply receives: its sources (if any), text in order, then its end. `gone` means the reply can no
 * longer be followed from here (its instance went away, or this one is shutting down): read the database.
 */
export type ReplyEvent =
  | { type: 'sources'; sources: CitedSource[] }
  | { type: 'content'; text: string }
  | { type: 'end'; outcome: ReplyOutcome }
  | { type: 'gone' };

export type ReplyListener = (event: ReplyEvent) => void;

/** Why a job's abort signal fired: the user's Stop, or this instance shutting down. */
export type AbortReason = 'stop' | 'shutdown';
