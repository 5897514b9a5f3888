import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet';

describe('snippetParts', () => {
  it('splits a snippet into plain text and matched words', () => {
    expect(snippetParts('a [[security]] [[deposit]] rule')).toEqual([
      { text: 'a ', match: false },
      { text: 'security', match: true },
      { text: ' ', match: false },
      { text: 'deposit', match: true },
      { text: ' rule', match: false },
    ]);
  });

  it('keeps text without marks whole, and never turns markup into elements', () => {
    expect(snippetParts('<b>plain</b>')).toEqual([{ text: '<b>plain</b>', match: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});
