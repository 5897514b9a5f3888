import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlBlocks, looksLikeHtml } from './html-blocks';

describe('htmlBlocks', () => {
  it('decodes entities and keeps an unknown one as written', () => {
    expect(decodeEntities('&sect; 3 &amp; &#167; &#xA7; &bogus;')).toBe('§ 3 & § § &bogus;');
  });

  it('reads headings inside other markup and ignores an unclosed script to the end', () => {
    expect(htmlBlocks('<h2><a href="#x">Fees</a></h2><div>Due <b>monthly</b>.</div><script>x<h1>no')).toEqual(
      [
        { kind: 'heading', level: 2, text: 'Fees' },
        { kind: 'paragraph', text: 'Due monthly.' },
      ],
    );
  });

  it('marks list items with their kind and nesting, as mammoth writes Word lists', () => {
    expect(
      htmlBlocks('<p>Before</p><ol><li>One<ul><li>Inner</li></ul></li><li>Two</li></ol><p>After</p></ul>'),
    ).toEqual([
      { kind: 'paragraph', text: 'Before' },
      { kind: 'paragraph', text: 'One', list: { ordered: true, level: 1 } },
      { kind: 'paragraph', text: 'Inner', list: { ordered: false, level: 2 } },
      { kind: 'paragraph', text: 'Two', list: { ordered: true, level: 1 } },
      { kind: 'paragraph', text: 'After' },
    ]);
  });

  it('stays linear on hostile input: thousands of unclosed tags and comments', () => {
    const started = performance.now();
    htmlBlocks('<script<!--<a '.repeat(50_000));
    htmlBlocks('<p>'.repeat(50_000) + '<a'.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('tells an HTML page from text that mentions a tag', () => {
    expect(looksLikeHtml('<!DOCTYPE html><p>x</p>')).toBe(true);
    expect(looksLikeHtml('<h1>Title</h1><p>Text</p>')).toBe(true);
    expect(looksLikeHtml('Use the <p> tag for paragraphs.')).toBe(false);
  });
});
