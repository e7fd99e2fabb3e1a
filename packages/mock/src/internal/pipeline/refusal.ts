import type { ErrorCode, ErrorDetail } from '@petstore/contract';

/** A request the service refuses: an error code, a message, and the details of a 400. */
export interface Refusal {
  readonly code: ErrorCode;
  readonly message: string;
  readonly details?: ErrorDetail[];
  /** Status when not the code's own (an injected fault may pair any status with a code). */
  readonly status?: number;
  /** Whole seconds for `Retry-After` (429 and 403). */
  readonly retryAfter?: number;
}

export function isRefusal(value: object): value is Refusal {
  return 'code' in value;
}
