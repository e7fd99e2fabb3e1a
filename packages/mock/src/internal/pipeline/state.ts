// The small things a mock keeps between requests, which its request path reads and a reset clears:
// the clock a test sets, the faults it injects, the idempotency keys its requests sent.
import { type ErrorCode, errorCodes, type OperationId, operations, service } from '@petstore/contract';
import { errorCodeList, holdsCaller } from '@petstore/contract/internal';
import * as z from 'zod/mini';
import { PetStoreMockError } from '../../api/mock-error';
import type { Fault } from '../../api/pet-store-mock';
import { checkedOrThrow } from '../config/checked';
import type { Outcome } from '../operations/outcome';
import { droppedConnection, errorResponse, type MockResponse } from './respond';
import { operationIds } from './router';

/** A time to set the clock to: an ISO 8601 date-time with an offset (`Z` or `+02:00`). */
export const ClockTime = z.iso.datetime({ offset: true });

/** How far to move the clock on: whole or fractional seconds, not backwards. */
export const ClockSeconds = z.number().check(z.minimum(0));

/** How far from the epoch a `Date` reaches, either way. @unit milliseconds */
const maxTimeValue = 8.64e15;

/**
 * Milliseconds since the epoch of what `clock.set` was given; refuses what is not a valid time,
 * or one a `Date` cannot hold (the clock's headers and journal are written from it).
 */
export function timeOf(time: Date | string | number): number {
  const ms = typeof time === 'string' ? parsedTime(time) : Number(time);
  if (!Number.isFinite(ms) || Math.abs(ms) > maxTimeValue)
    throw new PetStoreMockError(`Invalid clock time: ${String(time)} is not a time a Date can hold`);
  return ms;
}

function parsedTime(text: string): number {
  checkedOrThrow(ClockTime, text, 'Invalid clock time');
  return Date.parse(text);
}

/** The seconds `clock.advance` was given, checked. */
export function secondsOf(seconds: number): number {
  return checkedOrThrow(ClockSeconds, seconds, 'Invalid clock advance');
}

/**
 * The mock's clock: the `now` option moved by an offset. Setting or advancing it keeps the base
 * clock's pace, so a mock set to 12:00 reads 12:01 a real minute later, and fake timers still
 * drive it; resetting it goes back to the base clock. Every part of the mock reads this clock.
 */
export class OffsetClock {
  readonly #base: (() => number) | undefined;
  #offset = 0;

  /** @param base the `now` option; without one, `Date.now()` read at each call, so fake timers move it. */
  constructor(base: (() => number) | undefined) {
    this.#base = base;
  }

  /** The time by this clock, in milliseconds since the epoch. */
  readonly now = (): number => (this.#base ? this.#base() : Date.now()) + this.#offset;

  /** @throws {PetStoreMockError} when `time` is not a valid time. */
  set(time: Date | string | number): void {
    this.#offset = timeOf(time) - (this.#base ? this.#base() : Date.now());
  }

  /** @throws {PetStoreMockError} when `seconds` is negative or not a number, or lands past what a `Date` holds. */
  advance(seconds: number): void {
    // Set, not added: the time it lands on is checked like any other.
    this.set(this.now() + secondsOf(seconds) * 1000);
  }

  reset(): void {
    this.#offset = 0;
  }
}

/** A fault as it applies: what to answer and how long to wait first. */
export interface ActiveFault {
  readonly latencyMs: number;
  readonly networkError: boolean;
  readonly error?: {
    readonly status: number;
    readonly code: ErrorCode;
    /** Whole seconds of `Retry-After`, on the answers that hold a client back. */
    readonly retryAfter?: number;
  };
}

// The operations a fault can hit: those with a key. The document is never refused.
const faultable = operationIds.filter((id) => !operations[id].public);
/** A `Retry-After` past a day is no test's need; Node's timers stop at 2^31 - 1 ms anyway. */
const maxRetryAfterSeconds = 86_400;
/** What `faults.inject` takes, checked: the in-process mock and `POST /__admin/faults` share it. */
export const faultSchema = z.strictObject({
  operationId: z.optional(z.enum([...faultable, '*'])),
  status: z.optional(z.int().check(z.minimum(400), z.maximum(599))),
  code: z.optional(z.enum(errorCodeList)),
  // A timer holds at most 2^31 - 1 ms; beyond it Node fires at once, which would skip the wait.
  latencyMs: z.optional(z.number().check(z.minimum(0), z.maximum(2 ** 31 - 1))),
  networkError: z.optional(z.boolean()),
  retryAfter: z.optional(z.int().check(z.minimum(0), z.maximum(maxRetryAfterSeconds))),
  times: z.optional(z.int().check(z.positive())),
});

const defaultCodes = new Map<number, ErrorCode>([
  [errorCodes.internal_error.status, 'internal_error'],
  [errorCodes.unavailable.status, 'unavailable'],
]);

function codeForStatus(status: number): ErrorCode {
  const code = defaultCodes.get(status) ?? errorCodeList.find((code) => errorCodes[code].status === status);
  return code ?? 'internal_error';
}

function errorOf(fault: Fault): ActiveFault['error'] {
  const code =
    fault.code ??
    (fault.status !== undefined
      ? codeForStatus(fault.status)
      : fault.latencyMs !== undefined || fault.networkError
        ? undefined
        : 'internal_error');
  if (code === undefined) return undefined;
  const status = fault.status ?? errorCodes[code].status;
  // The answers that hold a client back carry `Retry-After`, whichever code the fault names.
  return holdsCaller(status) ? { code, status, retryAfter: fault.retryAfter ?? 1 } : { code, status };
}

/** What an injected fault answers; undefined when it only added latency. */
export async function faultResponse(
  fault: ActiveFault,
  headers: Record<string, string>,
): Promise<MockResponse | undefined> {
  if (fault.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
  if (fault.networkError) return droppedConnection;
  if (!fault.error) return undefined;
  const message = `Injected fault: ${fault.error.status} ${fault.error.code}`;
  return errorResponse({ ...fault.error, message }, headers);
}

interface Entry {
  readonly operationId: OperationId | '*';
  readonly active: ActiveFault;
  remaining: number;
}

/** Injected faults, the most recent first. */
export class Faults {
  #entries: Entry[] = [];

  /** @throws {PetStoreMockError} when the fault is not valid. */
  inject(fault: Fault): void {
    checkedOrThrow(faultSchema, fault, 'Invalid fault');
    const active = {
      latencyMs: fault.latencyMs ?? 0,
      networkError: fault.networkError ?? false,
      error: errorOf(fault),
    };
    this.#entries.unshift({
      operationId: fault.operationId ?? '*',
      active,
      remaining: fault.times ?? Number.POSITIVE_INFINITY,
    });
  }

  clear(): void {
    this.#entries = [];
  }

  /** The fault that applies to one request of an operation, used up by one. */
  take(operationId: OperationId): ActiveFault | undefined {
    if (this.#entries.length === 0) return undefined;
    const entry = this.#entries.find(
      (candidate) => candidate.operationId === '*' || candidate.operationId === operationId,
    );
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining <= 0) this.#entries.splice(this.#entries.indexOf(entry), 1);
    return entry.active;
  }
}

interface Remembered {
  readonly fingerprint: string;
  readonly outcome: Outcome;
  readonly expiresAt: number;
}

/** What a remembered key means for a new request. */
export type Recall = { readonly kind: 'replay'; readonly outcome: Outcome } | { readonly kind: 'conflict' };

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

  recall(scope: string, key: string, request: unknown, now: number): Recall | undefined {
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
