import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './plain-text';

describe('markdownToPlainText', () => {
  it('keeps the words and drops the formatting', () => {
    expect(
      markdownToPlainText(
        '> **Amicus offline model.** This reply\n\n## Your situation\n- keep *all* receipts\n1. see [the guide](https://x.org) and `code` ~~not~~',
      ),
    ).toBe('Amicus offline model. This reply Your situation keep all receipts see the guide and code not');
  });

  it('leaves snake_case words and arithmetic alone', () => {
    expect(markdownToPlainText('a file_name and 2 * 3 * 4')).toBe('a file_name and 2 * 3 * 4');
  });

  it('handles text cut in the middle of a construct', () => {
    expect(markdownToPlainText('...about **My landlord keeps')).toBe('...about My landlord keeps');
  });

  it('keeps code as written and puts a space between table cells and blocks', () => {
    expect(markdownToPlainText('Run `a__b**c`\n\n| Side | Files |\n| --- | --- |\n| Plaintiff | 2 |')).toBe(
      'Run a__b**c Side Files Plaintiff 2',
    );
  });
});
