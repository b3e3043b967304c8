/**
 * A stream carried more bytes than its limit (DESIGN.md §5 "sizes enforced while streaming"). Thrown by
 * the storage adapter's own count and by the multipart reader when the parser hits its limit, so the
 * service can tell "too large" from a broken connection and answer accordingly.
 */
export class ByteLimitExceededError extends Error {
  constructor(readonly limit: number) {
    super(`stream exceeded its limit of ${limit} bytes`);
    this.name = 'ByteLimitExceededError';
  }
}
