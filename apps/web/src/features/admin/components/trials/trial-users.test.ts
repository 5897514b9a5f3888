import { describe, expect, it } from 'vitest';
import type { AdminTrial } from '@amicus/contract/trials/schemas';
import type { PublicUser } from '@amicus/contract/users/schemas';
import { summaryPreview, usersWithTrials } from './trial-users';

const user = (id: number, name: string): PublicUser => ({
  id,
  name,
  lastName: null,
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@example.com`,
  profileImage: id === 1 ? 'uploads/avatars/a.png' : null,
  role: 'user',
  isActive: true,
  credits: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const trial = (id: number, userId: number, createdAt: string): AdminTrial => ({
  id,
  userId,
  status: 'COMPLETED',
  createdAt,
  updatedAt: createdAt,
  summary: null,
  caseAnalysis: null,
  analysis: null,
  analysisSources: null,
  analysisCitationCheck: null,
  failureReason: null,
  caseData: { caseDescription: `Case ${id}`, role: 'plaintiff', state: 'Ontario', country: 'Canada' },
  filesUrl: [],
  files: [],
  fileCount: 0,
  user: {
    id: userId,
    name: `Owner ${userId}`,
    email: `owner${userId}@example.com`,
    username: `owner${userId}`,
  },
});

describe('usersWithTrials', () => {
  it('lists only users with trials, matched by userId, newest activity first', () => {
    const rows = usersWithTrials(
      [user(1, 'Ada'), user(2, 'Grace'), user(3, 'Alan')],
      [
        trial(1, 1, '2026-02-01T00:00:00Z'),
        trial(2, 2, '2026-03-01T00:00:00Z'),
        trial(3, 1, '2026-04-01T00:00:00Z'),
      ],
    );
    expect(rows.map((r) => [r.name, r.trials.map((t) => t.id)])).toEqual([
      ['Ada', [3, 1]],
      ['Grace', [2]],
    ]);
    expect(rows[0]!.profileImage).toBe('uploads/avatars/a.png');
  });

  it("falls back to the trial's owner when the user list lacks them", () => {
    const [row] = usersWithTrials([], [trial(9, 42, '2026-01-01T00:00:00Z')]);
    expect(row).toMatchObject({ id: 42, name: 'Owner 42', email: 'owner42@example.com' });
  });
});

describe('summaryPreview', () => {
  it('cuts at 200 characters with an ellipsis', () => {
    expect(summaryPreview('short')).toBe('short');
    expect(summaryPreview('x'.repeat(200))).toBe('x'.repeat(200));
    expect(summaryPreview('x'.repeat(201))).toBe(`${'x'.repeat(200)}...`);
    expect(summaryPreview(null)).toBe('');
  });
});
