import type { DocumentReview, ReviewResult } from '@amicus/contract/documents/review';
import type { Job } from '@amicus/contract/jobs/schemas';

/** Test data of the reviews' component tests: a lease's review as the API returns it. */
export const leaseResult: ReviewResult = {
  document: { kind: 'lease', description: 'A residential lease of 12 Elm Street for one year.' },
  parties: [
    {
      name: 'Dana Landlord',
      role: 'Landlord',
      text: '',
      quote: { text: 'Dana Landlord', page: 1, offset: 40 },
    },
  ],
  dates: [
    {
      date: 'June 1, 2026',
      isoDate: '2026-06-01',
      deadline: true,
      text: 'The deposit must be paid.',
      quote: { text: 'deposit is due on June 1, 2026', page: 1, offset: 200 },
    },
  ],
  amounts: [
    {
      amount: '$1,500.00',
      value: 1500,
      currency: 'USD',
      text: 'Security deposit.',
      quote: { text: 'a security deposit of $1,500.00', page: 2, offset: 900 },
    },
  ],
  obligations: [
    {
      party: 'Tenant',
      text: 'Pays rent monthly.',
      quote: { text: 'Tenant shall pay', page: 1, offset: 300 },
    },
    { party: 'Landlord', text: 'Makes repairs.', quote: null },
    {
      party: 'Tenant',
      text: 'Keeps the unit clean.',
      quote: { text: 'keep the premises', page: 2, offset: 1200 },
    },
  ],
  clauses: [
    {
      heading: '7. Security Deposit',
      text: '',
      quote: { text: '7. Security Deposit', page: 2, offset: 880 },
    },
  ],
  flags: [
    {
      kind: 'possibly-unenforceable',
      text: 'The deposit is kept in full at the end of the lease.',
      why: 'The owner must return the deposit within 45 days [1].',
      sources: [1],
      quote: { text: 'the deposit shall not be returned', page: 2, offset: 950 },
    },
  ],
  questions: [{ text: 'Will the landlord remove clause 7?', quote: null }],
  sources: [
    {
      n: 1,
      sectionId: 42,
      citation: 'D.C. Code § 42-3502.17(a)',
      heading: 'Security deposits.',
      paragraph: '(a)',
      passage: 'Within 45 days after the termination of the tenancy, the owner shall tender payment.',
      sourceTitle: 'Code of the District of Columbia',
      jurisdiction: 'US-DC',
      asOf: '2024-10-20',
    },
  ],
  citationCheck: { markers: 1, supported: 1, issues: [] },
  lawFound: true,
  writer: 'model',
  writtenBy: 'openai/gpt-4o-mini',
  droppedQuotes: 0,
  correctedPages: 0,
  truncated: false,
  createdAt: '2026-11-27T10:00:00.000Z',
};

export function aReview(overrides: Partial<DocumentReview> = {}): DocumentReview {
  return {
    id: 5,
    title: 'lease.pdf',
    fileType: 'pdf',
    bytes: 20_480,
    pages: 2,
    status: 'reviewed',
    jobId: 11,
    error: null,
    country: 'United States',
    state: 'District of Columbia',
    categoryId: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    result: leaseResult,
    ...overrides,
  };
}

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 11,
    kind: 'document-review',
    status: 'running',
    progress: 40,
    stage: 'Finding the law',
    attempts: 1,
    cancelRequested: false,
    error: null,
    result: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}
