import { describe, expect, it } from 'vitest';
import { progressSpan } from './progress-span';

describe('progressSpan', () => {
  it('writes once per step, in order, never backwards or past its span, and settles when all have landed', async () => {
    const written: [number, string][] = [];
    let release!: () => void;
    const firstWrite = new Promise<void>((resolve) => (release = resolve));
    const job = {
      progress: async (percent: number, stage: string) => {
        // The first write is slow: the later ones must still land after it.
        if (written.length === 0) await firstWrite;
        written.push([percent, stage]);
      },
    };
    const span = progressSpan(job, { from: 40, width: 50, stage: 'Writing' });
    for (const fraction of [0, 0.05, 0.11, 0.12, 0.3, 0.2, 1.5]) span.report(fraction);
    const settled = span.settled();
    expect(written).toEqual([]);
    release();
    await settled;
    expect(written).toEqual([
      [45, 'Writing'],
      [55, 'Writing'],
      [90, 'Writing'],
    ]);
  });

  it('a failed write does not stop the ones after it', async () => {
    const written: number[] = [];
    const span = progressSpan(
      {
        progress: async (percent) => {
          if (percent === 50) throw new Error('database busy');
          written.push(percent);
        },
      },
      { from: 0, width: 100, stage: 'Reading' },
    );
    span.report(0.5);
    span.report(0.75);
    await span.settled();
    expect(written).toEqual([75]);
  });
});
