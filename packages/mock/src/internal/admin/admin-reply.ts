import type { ErrorCode, ErrorDetail } from '@petstore/contract';
import { type Answer, errorAnswer, jsonAnswer, withRequestId } from '../answer';

/** A JSON answer of the control API. */
export function jsonReply(body: unknown, status = 200): Answer {
  return jsonAnswer(status, body, withRequestId());
}

/** 204 No Content. */
export function emptyReply(): Answer {
  return { status: 204, headers: withRequestId() };
}

/** The service's Error object, with the contract's status of `code`. */
export function errorReply(
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
  extra: Record<string, string> = {},
): Answer {
  return errorAnswer({ code, message, ...(details && { details }) }, withRequestId(extra));
}
