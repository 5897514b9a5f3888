import { describe, expect, it } from 'vitest';
import { inlineRuns, markdownBlocks } from './markdown-blocks';

describe('markdownBlocks', () => {
  it('reads headings, paragraphs, nested lists, quotations, code and tables as the letter renderer’s blocks', () => {
    const blocks = markdownBlocks(
      [
        '# Your deposit',
        'The law gives **45 days** [1].',
        'Still the same paragraph.',
        '',
        '1. Write to them',
        '2. Keep a copy',
        '   - of the letter',
        '',
        '> Within 45 days',
        '',
        '```',
        'code line',
        '```',
        '| a | b |',
        '|---|---|',
        '| x | y |',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Your deposit' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'The law gives ' },
          { type: 'text', text: '45 days', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' [1]. Still the same paragraph.' },
        ],
      },
      {
        type: 'orderedList',
        attrs: { start: 1 },
        content: [
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Write to them' }] }],
          },
          {
            type: 'listItem',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Keep a copy' }] },
              {
                type: 'bulletList',
                content: [
                  {
                    type: 'listItem',
                    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'of the letter' }] }],
                  },
                ],
              },
            ],
          },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'Within 45 days', marks: [{ type: 'italic' }] }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'code line' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'a · b' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'x · y' }] },
    ]);
  });

  it('keeps web links as links, other links and [n] citations as text, and words with underscores whole', () => {
    expect(
      inlineRuns(
        'See [the code](https://code.dccouncil.gov) and [1], not [this](/library/1) or snake_case_word.',
      ),
    ).toEqual([
      { type: 'text', text: 'See ' },
      {
        type: 'text',
        text: 'the code',
        marks: [{ type: 'link', attrs: { href: 'https://code.dccouncil.gov' } }],
      },
      { type: 'text', text: ' and [1], not ' },
      { type: 'text', text: 'this' },
      { type: 'text', text: ' or snake_case_word.' },
    ]);
    expect(inlineRuns('*italic* and ***both***')).toEqual([
      { type: 'text', text: 'italic', marks: [{ type: 'italic' }] },
      { type: 'text', text: ' and ' },
      { type: 'text', text: 'both', marks: [{ type: 'bold' }, { type: 'italic' }] },
    ]);
  });
});
