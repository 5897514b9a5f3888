import type { Trial, TrialFileSide, TrialRole } from '@amicus/contract/trials/schemas';

export const roleOptions: { value: TrialRole; label: string }[] = [
  { value: 'plaintiff', label: 'Plaintiff' },
  { value: 'defendant', label: 'Defendant' },
  { value: 'other', label: 'Other' },
];

export const roleLabel = (role: TrialRole) => roleOptions.find((o) => o.value === role)?.label ?? role;

/** "State, Country", as the history cards show it. */
export const locationOf = (trial: Pick<Trial, 'caseData'>) =>
  `${trial.caseData.state}, ${trial.caseData.country}`;

export const sideLabel: Record<TrialFileSide, string> = {
  case: 'Case',
  plaintiff: 'Plaintiff',
  defendant: 'Defendant',
};

/** "1.2 MB", "830 KB", "12 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} byte${bytes === 1 ? '' : 's'}`;
}
