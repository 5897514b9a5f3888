import type { AdminTrial } from '@amicus/contract/trials/schemas';
import type { PublicUser } from '@amicus/contract/users/schemas';
import { ADMIN_TRIAL_SUMMARY_PREVIEW } from '@amicus/contract/common/constants';

export type TrialUser = {
  id: number;
  name: string;
  email: string;
  profileImage: string | null;
  trials: AdminTrial[];
};

/**
 * The rows of the admin trials table: users with at least one trial, matched to their trials by userId, with
 * the user list's avatar. Newest trial first within a user; users with the most recent trial first.
 */
export function usersWithTrials(users: PublicUser[], trials: AdminTrial[]): TrialUser[] {
  const byUser = new Map<number, AdminTrial[]>();
  for (const trial of trials) byUser.set(trial.userId, [...(byUser.get(trial.userId) ?? []), trial]);
  const known = new Map(users.map((u) => [u.id, u]));
  const rows: TrialUser[] = [];
  for (const [userId, own] of byUser) {
    const user = known.get(userId);
    const sorted = [...own].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    rows.push({
      id: userId,
      name: user?.name ?? own[0]!.user.name,
      email: user?.email ?? own[0]!.user.email,
      profileImage: user?.profileImage ?? null,
      trials: sorted,
    });
  }
  return rows.sort((a, b) => b.trials[0]!.createdAt.localeCompare(a.trials[0]!.createdAt));
}

/** The summary preview: the first 200 characters, with an ellipsis when there is more. */
export function summaryPreview(summary: string | null): string {
  if (!summary) return '';
  return summary.length > ADMIN_TRIAL_SUMMARY_PREVIEW
    ? `${summary.slice(0, ADMIN_TRIAL_SUMMARY_PREVIEW)}...`
    : summary;
}
