import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-attachment';

describe('fileNameOf', () => {
  it('reads the names the server writes: bare, quoted, escaped, and beyond Latin-1', () => {
    expect(fileNameOf('attachment; filename=amicus-data-2026-11-29.zip')).toBe('amicus-data-2026-11-29.zip');
    expect(fileNameOf('attachment; filename="lease 2024.pdf"')).toBe('lease 2024.pdf');
    expect(fileNameOf('attachment; filename="a;b \\"c\\".txt"')).toBe('a;b "c".txt');
    expect(fileNameOf('attachment; filename="r\u00e9sum\u00e9.docx"')).toBe('r\u00e9sum\u00e9.docx');
    expect(fileNameOf('attachment; filename="??.pdf"; filename*=UTF-8\'\'%E7%A7%9F%E7%BA%A6.pdf')).toBe(
      '\u79df\u7ea6.pdf',
    );
  });

  it('falls back to the plain name when the encoded one is malformed, and has none without either', () => {
    expect(fileNameOf('attachment; filename="x.pdf"; filename*=UTF-8\'\'%E7%A7.pdf')).toBe('x.pdf');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf('')).toBeUndefined();
  });
});
