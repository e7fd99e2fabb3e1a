import { type ErrorBody, errorCodes, headerNames } from '@petstore/contract';
import type { Refusal } from './pipeline/refusal';

/**
 * What the mock answers, before a transport shapes it: the standalone server writes it as it is,
 * and only the MSW face of a mock turns it into a `Response` (making one, with its body stream,
 * costs more than the rest of an answer).
 */
export interface Answer {
  readonly status: number;
  /** Header names as the contract (or HTTP, for `Allow` and CORS) spells them, one value each. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body; none for 204 and for a dropped connection. */
  readonly text?: string;
  /** An injected network error: no answer at all; the connection is dropped. */
  readonly dropped?: true;
}

/** The answer of an injected network error; the journal records its status as 0. */
export const droppedConnection: Answer = { status: 0, headers: {}, dropped: true };

/** A JSON answer. */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string>): Answer {
  return {
    status,
    headers: { ...headers, [headerNames.contentType]: 'application/json' },
    text: JSON.stringify(body),
  };
}

/**
 * The service's Error object: the one builder of every refusal, whichever layer refuses (the
 * pipeline, the standalone server's HTTP layer, the control API). `Retry-After` comes with a
 * refusal that has one.
 */
export function errorAnswer(refusal: Refusal, headers: Record<string, string>): Answer {
  const { code, message, details, retryAfter } = refusal;
  const status = refusal.status ?? errorCodes[code].status;
  const body: ErrorBody = details ? { code, message, status, details } : { code, message, status };
  return jsonAnswer(
    status,
    body,
    retryAfter === undefined ? headers : { ...headers, [headerNames.retryAfter]: String(retryAfter) },
  );
}

/** `headers` with a fresh `X-Request-Id`: every answer carries one. */
export function withRequestId(headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, [headerNames.requestId]: crypto.randomUUID() };
}
