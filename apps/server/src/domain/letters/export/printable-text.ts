/**
 * Characters XML 1.0 cannot hold (C0 controls other than tab and newline, U+FFFE/U+FFFF, lone surrogates): text
 * pasted from elsewhere can carry them, and one of them in document.xml makes Word refuse the whole file. The
 * PDF would draw them as empty boxes. Both exports drop them.
 */
/* eslint-disable no-control-regex -- control characters are what it removes */
const NOT_PRINTABLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */

export const printable = (text: string) => text.replace(NOT_PRINTABLE, '');
