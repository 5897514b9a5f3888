import { describe, expect, it } from 'vitest';
import { parseWordLine, segmentsFromWords } from './pocketsphinx-output';

/** What Debian's pocketsphinx_continuous printed for espeak-ng's "the landlord kept my security deposit". */
const OUTPUT = `are the security deposit
<s> 0.000 0.050 0.999300
are 0.060 0.530 0.441713
<sil> 0.540 0.690 0.999400
the 0.700 0.750 0.034041
<sil> 0.760 1.120 0.999600
security 1.130 1.700 0.880809
deposit(2) 1.710 2.140 0.227212
</s> 2.150 2.510 1.000000`;

const wordsOf = (text: string) => text.split('\n').flatMap((line) => parseWordLine(line) ?? []);

describe('PocketSphinx output', () => {
  it('reads timed words and skips the utterance text', () => {
    expect(parseWordLine('are the security deposit')).toBeUndefined();
    expect(parseWordLine('security 1.130 1.700 0.880809')).toEqual({
      word: 'security',
      startMs: 1130,
      endMs: 1700,
    });
  });

  it('makes one segment of an utterance, without markers or pronunciation variants', () => {
    expect(segmentsFromWords(wordsOf(OUTPUT))).toEqual([
      {
        startMs: 60,
        endMs: 2140,
        text: 'are the security deposit',
        words: [
          { start: 0, end: 3, startMs: 60, endMs: 530 },
          { start: 4, end: 7, startMs: 700, endMs: 750 },
          { start: 8, end: 16, startMs: 1130, endMs: 1700 },
          { start: 17, end: 24, startMs: 1710, endMs: 2140 },
        ],
      },
    ]);
  });

  it("keeps each word's offsets in its segment's text", () => {
    for (const segment of segmentsFromWords(wordsOf(OUTPUT))) {
      expect(segment.words?.map((word) => segment.text.slice(word.start, word.end))).toEqual([
        'are',
        'the',
        'security',
        'deposit',
      ]);
    }
  });

  it('splits a long utterance at a pause, and starts a segment per utterance', () => {
    const words = [
      { word: '<s>', startMs: 0, endMs: 10 },
      { word: 'one', startMs: 10, endMs: 5_000 },
      { word: '<sil>', startMs: 5_000, endMs: 5_100 },
      { word: 'two', startMs: 5_100, endMs: 9_000 },
      { word: '<sil>', startMs: 9_000, endMs: 9_400 },
      { word: 'three', startMs: 9_400, endMs: 10_000 },
      { word: '</s>', startMs: 10_000, endMs: 10_100 },
      { word: '[NOISE]', startMs: 10_100, endMs: 10_300 },
      { word: 'four', startMs: 10_300, endMs: 11_000 },
    ];
    expect(segmentsFromWords(words)).toEqual([
      {
        startMs: 10,
        endMs: 9_000,
        text: 'one two',
        words: [
          { start: 0, end: 3, startMs: 10, endMs: 5_000 },
          { start: 4, end: 7, startMs: 5_100, endMs: 9_000 },
        ],
      },
      {
        startMs: 9_400,
        endMs: 10_000,
        text: 'three',
        words: [{ start: 0, end: 5, startMs: 9_400, endMs: 10_000 }],
      },
      {
        startMs: 10_300,
        endMs: 11_000,
        text: 'four',
        words: [{ start: 0, end: 4, startMs: 10_300, endMs: 11_000 }],
      },
    ]);
  });
});
