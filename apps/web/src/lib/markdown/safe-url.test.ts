import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    'http://example.org/a?b=c',
    'https://example.org',
    'HTTPS://EXAMPLE.ORG',
    'irc://irc.libera.chat/amicus',
    'ircs://irc.libera.chat/amicus',
    'mailto:help@example.org',
    'xmpp:help@example.org',
  ])('keeps the allowed protocol of %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each(['/chat/new', 'docs/guide.md', '../up', '#section', '?q=rent', 'page?time=10:30', 'a/b:c'])(
    'keeps the relative URL %s',
    (url) => {
      expect(safeUrl(url)).toBe(url);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://example.org',
    'tel:+15551234',
  ])('empties %s', (url) => {
    expect(safeUrl(url)).toBe('');
  });
});
