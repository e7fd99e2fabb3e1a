/** First retry waits this long, doubling on each further retry. */
const baseMs = 500;
/** Backoff never grows beyond this. */
const capMs = 8_000;
/** Jitter adds up to this share of the backoff; it only ever lengthens a wait. */
const jitterShare = 0.25;

/**
 * How long to wait before retry number `retry` (1 for the first): the larger of the server's
 * `Retry-After` and exponential backoff, plus jitter that spreads clients apart but never shortens
 * what the server asked for.
 */
export function retryWaitMs(retry: number, retryAfterMs: number | undefined, random: number): number {
  const backoff = Math.min(baseMs * 2 ** (retry - 1), capMs);
  return Math.max(retryAfterMs ?? 0, backoff) + random * jitterShare * backoff;
}
