import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** A trial with an analysis, so the history shows a "Completed" badge and the analysis page a report. */
export async function analysedTrial(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/trials', {
    headers,
    data: {
      caseDescription: 'My landlord kept my deposit of $1,200 after I moved out and returned the keys.',
      role: 'plaintiff',
      country: 'United States',
      state: 'California',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { trialId } = (await created.json()) as { trialId: number };
  const analysed = await request.post('/api/v1/trials/analyze', {
    headers,
    multipart: {
      trialId: String(trialId),
      plaintiffFiles: {
        name: 'letter.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('The tenant returned the keys on 30 June 2024. The flat was clean.'),
      },
    },
  });
  expect(analysed.status(), await analysed.text()).toBe(200);
  return trialId;
}
