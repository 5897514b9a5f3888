let next = 0;

/**
 * A client address no other test uses, for `app.inject({ remoteAddress })`: each test meets the per-address
 * rate limits with a clean slate, whatever ran before it in the same app.
 */
export function clientAddress(): string {
  next += 1;
  return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
}
