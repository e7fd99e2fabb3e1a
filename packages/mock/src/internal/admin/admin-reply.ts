import { type ErrorCode, type ErrorDetail, errorCodes, headerNames } from '@petstore/contract';

/** Answers of the control API: JSON or nothing, each with its own `X-Request-Id`. */
function headersOf(extra: Record<string, string>): Headers {
  const headers = new Headers(extra);
  headers.set(headerNames.requestId, crypto.randomUUID());
  return headers;
}

/** A JSON answer. */
export function jsonReply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: headersOf({ [headerNames.contentType]: 'application/json' }),
  });
}

/** 204 No Content. */
export function emptyReply(): Response {
  return new Response(null, { status: 204, headers: headersOf({}) });
}

/** The service's Error object, with the contract's status of `code`. */
export function errorReply(
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
  extra: Record<string, string> = {},
): Response {
  const { status } = errorCodes[code];
  return new Response(JSON.stringify({ code, message, status, ...(details && { details }) }), {
    status,
    headers: headersOf({ ...extra, [headerNames.contentType]: 'application/json' }),
  });
}
