import { describe, expect, it } from 'vitest';
import { splitMarkdownBlocks } from './split-blocks';

describe('splitMarkdownBlocks', () => {
  it('splits on blank lines into top-level blocks', () => {
    expect(splitMarkdownBlocks('# Title\nIntro line\n\nSecond *para*\n\n\n> quote')).toEqual([
      '# Title\nIntro line',
      'Second *para*',
      '> quote',
    ]);
  });

  it('keeps a code fence with blank lines inside as one block, even while it is still open', () => {
    const text = 'Before\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\nAfter';
    expect(splitMarkdownBlocks(text)).toEqual([
      'Before',
      '```ts\nconst a = 1;\n\nconst b = 2;\n```',
      'After',
    ]);
    expect(splitMarkdownBlocks('```\nopen\n\nstill code')).toEqual(['```\nopen\n\nstill code']);
  });

  it('keeps a loose list together with its indented continuations', () => {
    const text = '1. First\n\n2. Second\n\n   more about second\n\nAfter the list';
    expect(splitMarkdownBlocks(text)).toEqual([
      '1. First\n\n2. Second\n\n   more about second',
      'After the list',
    ]);
  });

  it('keeps text with a link reference or footnote definition in one block, which the definition serves', () => {
    const text = 'See [the statute][1].\n\n[1]: https://example.org/statute';
    expect(splitMarkdownBlocks(text)).toEqual([text]);
    expect(splitMarkdownBlocks('A claim.[^1]\n\n[^1]: Within 14 days.')).toHaveLength(1);
    // A bracket that is not a definition splits as usual.
    expect(splitMarkdownBlocks('[Draft] letter\n\nSecond')).toEqual(['[Draft] letter', 'Second']);
  });

  it('ignores leading and trailing blank lines', () => {
    expect(splitMarkdownBlocks('\n\nOnly\n\n')).toEqual(['Only']);
    expect(splitMarkdownBlocks('')).toEqual([]);
  });

  it('while text is appended, only the last block changes', () => {
    const full = '## Deposit\n\nYour landlord must return it.\n\n- Photos\n- Receipts\n\nSee **the law**.';
    let previous: string[] = [];
    for (let end = 1; end <= full.length; end++) {
      const blocks = splitMarkdownBlocks(full.slice(0, end));
      // Every block but the previous last one is unchanged.
      for (let i = 0; i < previous.length - 1; i++) expect(blocks[i]).toBe(previous[i]);
      previous = blocks;
    }
    expect(previous).toHaveLength(4);
  });
});
