import { generateText, type GenerateRequest } from '../adapters/llm/generate-text';
import { LlmError, type Llm } from '../adapters/llm/llm';
import { AppError } from '../http/app-error';
import type { JobContext } from './job-handler';
import { progressSpan } from './progress-span';

/**
 * A job's text written by the user's model (or the offline one) in one stage: the bar moves from `progress.from`
 * as the answer arrives, measured against `expectedChars`, and every progress write has landed when it returns.
 * A provider's failure is final: it is logged with `failure.log` and shown as `failure.message(reason)`.
 */
export async function writeWithModel(
  ctx: { llm: Llm },
  job: Pick<JobContext<unknown>, 'signal' | 'log' | 'progress'>,
  request: Omit<GenerateRequest, 'signal' | 'onLength'> & { expectedChars: number },
  progress: { from: number; width: number; stage: string },
  failure: { log: string; fields?: Record<string, unknown>; message: (reason: string) => string },
): Promise<string> {
  const writing = progressSpan(job, progress);
  let answer: string;
  try {
    const { expectedChars: _expected, ...generate } = request;
    answer = await generateText(ctx, {
      ...generate,
      signal: job.signal,
      onLength: (length) => writing.report(length / request.expectedChars),
    });
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    job.log.warn({ ...failure.fields, providerStatus: error.status, reason: error.message }, failure.log);
    throw new AppError('UPSTREAM_FAILED', failure.message(error.message));
  }
  await writing.settled();
  return answer;
}
