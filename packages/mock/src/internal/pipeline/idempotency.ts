import { service } from '@petstore/contract';
import type { Outcome } from '../operations/outcome';

interface Remembered {
  readonly fingerprint: string;
  readonly outcome: Outcome;
  readonly expiresAt: number;
}

/** What a remembered key means for a new request. */
export type Recall =
  | { readonly kind: 'replay'; readonly outcome: Outcome }
  | { readonly kind: 'conflict' }
  | undefined;

/** JSON with object keys sorted, so that the same request always gives the same text. */
export function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

// Remembered answers are copies, so a later change to the record does not change a replay.
function frozen(outcome: Outcome): Outcome {
  return outcome.kind === 'json' ? { ...outcome, body: JSON.parse(JSON.stringify(outcome.body)) } : outcome;
}

/**
 * `Idempotency-Key` memory of every operation that changes something: keys are scoped to the API
 * key, kept for `service.idempotencyWindowSeconds`, and only successful answers are remembered,
 * because a refused request changed nothing and may be retried as it is. What a key is compared
 * with (`request`) is the operation, its path parameters and its body, so a key reused for another
 * record is a conflict, not a replay of the first record's answer.
 */
export class IdempotencyKeys {
  #entries = new Map<string, Remembered>();
  #sweepAt = 1024;

  recall(scope: string, key: string, request: unknown, now: number): Recall {
    const id = `${scope}\n${key}`;
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry.fingerprint === fingerprint(request)
      ? { kind: 'replay', outcome: entry.outcome }
      : { kind: 'conflict' };
  }

  remember(scope: string, key: string, request: unknown, outcome: Outcome, now: number): void {
    if (this.#entries.size >= this.#sweepAt) this.#sweep(now);
    this.#entries.set(`${scope}\n${key}`, {
      fingerprint: fingerprint(request),
      outcome: frozen(outcome),
      expiresAt: now + service.idempotencyWindowSeconds * 1000,
    });
  }

  clear(): void {
    this.#entries.clear();
  }

  // Expired keys are dropped when looked up; a sweep now and then bounds the keys never asked again.
  #sweep(now: number): void {
    for (const [id, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(id);
    this.#sweepAt = Math.max(1024, this.#entries.size * 2);
  }
}
