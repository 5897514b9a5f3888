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
