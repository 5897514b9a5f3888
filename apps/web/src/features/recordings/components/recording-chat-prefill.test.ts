import { describe, expect, it } from 'vitest';
import type { RecordingAnalysis } from '@amicus/contract/recordings/analysis';
import type { TranscriptSegment } from '@amicus/contract/recordings/schemas';
import { recordingChatPrefill } from './recording-chat-prefill';

const housing = { id: 2, name: 'Housing & Tenancy', description: 'Deposits and repairs' };
const segments: TranscriptSegment[] = [
  {
    n: 1,
    startMs: 0,
    endMs: 2_000,
    text: 'My landlord kept my security deposit.',
    edited: false,
    words: null,
  },
  { n: 2, startMs: 2_000, endMs: 4_000, text: ' I moved out on March 3. ', edited: true, words: null },
];
const analysis = {
  summary: 'The landlord kept a deposit after the tenancy ended [1].',
  country: 'United States',
  state: 'District of Columbia',
  categoryId: 2,
} as RecordingAnalysis;

describe('recordingChatPrefill', () => {
  it('hands the chat the analysis’s place and area, the title as topic, and summary plus transcript', () => {
    const prefill = recordingChatPrefill({ title: 'Deposit call', segments, analysis }, [housing]);
    expect(prefill).toMatchObject({
      stage: 'legal_questionnaire',
      category: housing,
      topic: 'Deposit call',
      country: 'United States',
      state: 'District of Columbia',
    });
    expect(prefill.description).toBe(
      'Summary of my recording:\nThe landlord kept a deposit after the tenancy ended.\n\n' +
        'What I said in my recording “Deposit call”:\nMy landlord kept my security deposit. I moved out on March 3.',
    );
  });

  it('starts at the area choice with an empty place when the recording has no analysis', () => {
    const prefill = recordingChatPrefill({ title: 'Deposit call', segments, analysis: null }, [housing]);
    expect(prefill).toMatchObject({
      stage: 'category_selection',
      category: undefined,
      country: '',
      state: '',
    });
    expect(prefill.description).toBe(
      'What I said in my recording “Deposit call”:\nMy landlord kept my security deposit. I moved out on March 3.',
    );
  });
});
