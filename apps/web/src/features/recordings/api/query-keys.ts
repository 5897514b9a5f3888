/** Query keys of the recordings feature; `all` covers every list and detail. */
export const recordingKeys = {
  all: ['recordings'] as const,
  list: (page: number) => ['recordings', 'list', page] as const,
  detail: (recordingId: number) => ['recordings', 'detail', recordingId] as const,
  engine: ['recordings', 'engine'] as const,
};
