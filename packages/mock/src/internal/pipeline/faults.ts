import { type ErrorCode, errorCodes, type OperationId, operations } from '@petstore/contract';
import { errorCodeList, holdsCaller } from '@petstore/contract/internal';
import * as z from 'zod/mini';
import type { Fault } from '../../api/pet-store-mock';
import { checkedOrThrow } from '../config/checked';
import { operationIds } from './router';

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
  return (
    defaultCodes.get(status) ??
    errorCodeList.find((code) => errorCodes[code].status === status) ??
    'internal_error'
  );
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
