import { SAFE_LINK_PROTOCOLS } from '@amicus/contract/common/constants';

const safeProtocol = new RegExp(`^(${SAFE_LINK_PROTOCOLS.join('|')})$`, 'i');

/**
 * Markdown links keep only http, https, irc, ircs, mailto and xmpp, or a relative URL; any
 * other (javascript:, data:, vbscript:, file:…) is emptied. A colon after the first '/', '?' or '#' is part of
 * a relative path, not a protocol.
 */
export function safeUrl(url: string): string {
  const value = url.trim();
  const colon = value.indexOf(':');
  if (colon === -1) return value;
  for (const mark of ['/', '?', '#']) {
    const at = value.indexOf(mark);
    if (at !== -1 && at < colon) return value;
  }
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so they must not slip it past the check.
  const scheme = value.slice(0, colon).replace(/[\t\n\r]/g, '');
  return safeProtocol.test(scheme) ? value : '';
}
