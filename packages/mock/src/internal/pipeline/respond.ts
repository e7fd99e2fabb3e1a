import { type ErrorBody, errorCodes, headerNames } from '@petstore/contract';
import type { Outcome } from '../operations/outcome';
import { pageLinks } from './page-links';
import type { Refusal } from './refusal';
import { textResponse } from './response-text';

const jsonType = 'application/json';

function json(status: number, body: unknown, headers: Headers): Response {
  headers.set(headerNames.contentType, jsonType);
  return textResponse(JSON.stringify(body), { status, headers });
}

function appendLink(headers: Headers, link: string | undefined): void {
  if (link) headers.append(headerNames.link, link);
}

/** The Error object answer of a refusal, with `Retry-After` when it has one. */
export function refusalResponse(refusal: Refusal, headers: Headers): Response {
  const status = refusal.status ?? errorCodes[refusal.code].status;
  if (refusal.retryAfter !== undefined) headers.set(headerNames.retryAfter, String(refusal.retryAfter));
  const body: ErrorBody = { code: refusal.code, message: refusal.message, status };
  return json(status, refusal.details ? { ...body, details: refusal.details } : body, headers);
}

/**
 * Turns an operation's outcome into its HTTP response: JSON bodies, `Location` on 201 (the path
 * including the base URL's prefix), `X-Total-Count` and `Link` on pages, nothing on 204.
 */
export function outcomeResponse(
  outcome: Outcome,
  success: { status: number; url: URL; basePath: string },
  headers: Headers,
): Response {
  switch (outcome.kind) {
    case 'json':
      if (outcome.location) headers.set(headerNames.location, `${success.basePath}${outcome.location}`);
      return json(success.status, outcome.body, headers);
    case 'page':
      headers.set(headerNames.totalCount, String(outcome.page.total));
      appendLink(headers, pageLinks(success.url, outcome.offset, outcome.limit, outcome.page.total));
      return json(success.status, outcome.page.items, headers);
    case 'empty':
      return new Response(null, { status: success.status, headers });
    case 'error':
      return refusalResponse(outcome, headers);
  }
}
