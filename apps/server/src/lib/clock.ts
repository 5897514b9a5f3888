/** Time as the app sees it; tests pass a clock they control (token expiry, renewals). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
