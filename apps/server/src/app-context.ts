import type { Config } from './config';
import type { Database } from './db/client';
import type { Llm } from './adapters/llm/llm';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { FileStore } from './adapters/storage/file-store';
import type { Keys } from './lib/secrets';
import type { Clock } from './lib/clock';
import type { Throttles } from './http/throttle';
import type { BackgroundTasks } from './lib/background-tasks';
import type { ReplyHub } from './modules/chats/replies/reply-hub';
import type { JobRunner } from './jobs/job-runner';
import type { SemanticSearch } from './domain/library/search/vector-search';
import type { DocumentReader } from './document-reader/document-reader';
import type { UploadSlots } from './http/upload-gate';

/**
 * Everything a module needs, built once in buildApp and handed to each module's routes. Outside services sit
 * behind the adapter interfaces, so tests swap them at their network edge, never our own modules.
 */
export type AppContext = {
  config: Config;
  db: Database;
  keys: Keys;
  clock: Clock;
  mailer: Mailer;
  llm: Llm;
  storage: FileStore;
  /** The card payment provider: the built-in sandbox or Square (PAYMENTS_PROVIDER). */
  payments: PaymentProvider;
  throttles: Throttles;
  tasks: BackgroundTasks;
  /** Chat replies being generated: in memory, shared between instances through Redis when configured. */
  replies: ReplyHub;
  /** Long work (analyses, imports, …) as jobs in the database, claimed by one instance at a time. */
  jobs: JobRunner;
  /** The library's vectors: set when an embedding provider is configured and the database holds vectors. */
  libraryEmbeddings: SemanticSearch | undefined;
  /**
   * The one document reader (its processes start on demand and end when idle) for every upload: trial
   * evidence, chat attachments, documents for review.
   */
  documentReader: DocumentReader;
  /** Multipart uploads being read on this instance, by every feature together (UPLOAD_MAX_CONCURRENT). */
  uploadSlots: UploadSlots;
};
