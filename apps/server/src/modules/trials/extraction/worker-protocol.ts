import type { CaseData } from '../analysis-prompt';
import type { EvidenceDocument } from '../evidence';
import type { ExtractionResult } from './extraction-result';

/**
 * The messages between the server and its document workers. Everything CPU-bound about a trial runs there:
 * reading files (PDF, DOCX, text) and the built-in offline model's reports, which read the same texts.
 */
export type WorkerTask =
  | { kind: 'extract'; bytes: Uint8Array }
  | { kind: 'offline-analysis'; caseData: CaseData; documents: EvidenceDocument[] }
  | { kind: 'offline-case-review'; caseData: CaseData; documents: EvidenceDocument[] };

export type CaseReview = { summary: string; caseAnalysis: string };

export type TaskResult = ExtractionResult | string | CaseReview;

export type WorkerRequest = { id: number; task: WorkerTask };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: TaskResult }
  | { type: 'failed'; id: number; message: string };
