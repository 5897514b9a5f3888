import type { CaseData } from '../analysis-prompt';
import type { EvidenceDocument } from '../evidence';
/** The messages between the server and the offline model's worker threads. */
export type WorkerTask =
  | { kind: 'offline-analysis'; caseData: CaseData; documents: EvidenceDocument[]; law: string[] }
  | { kind: 'offline-case-review'; caseData: CaseData; documents: EvidenceDocument[] };

export type CaseReview = { summary: string; caseAnalysis: string };

export type TaskResult = string | CaseReview;

export type WorkerRequest = { id: number; task: WorkerTask };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: TaskResult }
  | { type: 'failed'; id: number; message: string };
