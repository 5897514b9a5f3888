/** Query keys of the trial feature; `all` covers every list and detail. */
export const trialKeys = {
  all: ['trials'] as const,
  own: ['trials', 'user'] as const,
  detail: (trialId: number) => ['trials', 'detail', trialId] as const,
};
