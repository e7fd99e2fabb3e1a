import {
  type ErrorBody,
  type ErrorCode,
  type ErrorDetail,
  errorCodes,
  headerNames,
  type PetListParams,
} from '@petstore/contract';
import { linkRelations } from '@petstore/contract/internal';
import type { Outcome } from '../operations/outcome';
import type { MockRequest } from './mock-request';
import { newRequestId } from './request-id';

/**
 * What the mock answers, before a transport shapes it: the standalone server writes it as it is,
 * and only the MSW face of a mock turns it into a `Response` (making one, with its body stream,
 * costs more than the rest of an answer).
 */
export interface MockResponse {
  readonly status: number;
  /** Header names as the contract (or HTTP, for `Allow` and CORS) spells them, one value each. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body; none for 204 and for a dropped connection. */
  readonly text?: string;
  /** An injected network error: no answer at all; the connection is dropped. */
  readonly dropped?: true;
}

/** A request the service refuses: an error code, a message, and the details of a 400. */
export interface Refusal {
  readonly code: ErrorCode;
  readonly message: string;
  readonly details?: readonly ErrorDetail[];
  /** Status when not the code's own (an injected fault may pair any status with a code). */
  readonly status?: number;
  /** Whole seconds for `Retry-After` (429 and 403). */
  readonly retryAfter?: number;
}

export function isRefusal(value: object): value is Refusal {
  return 'code' in value;
}

/** The answer of an injected network error; the journal records its status as 0. */
export const droppedConnection: MockResponse = { status: 0, headers: {}, dropped: true };

/**
 * A JSON answer. It takes `headers` over and adds `Content-Type` to them: every caller hands it
 * the headers it made for this answer alone (an answer is made once per request, and copying its
 * dozen headers at each step was most of what the mock allocated).
 */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string>): MockResponse {
  headers[headerNames.contentType] = 'application/json';
  return { status, headers, text: JSON.stringify(body) };
}

/**
 * The service's Error object: the one builder of every refusal, whichever layer refuses (the
 * pipeline, the standalone server's HTTP layer, the control API, the docs page). `Retry-After`
 * comes with a refusal that has one. Takes `headers` over, as {@link jsonResponse} does.
 */
export function errorResponse(refusal: Refusal, headers: Record<string, string>): MockResponse {
  const { code, message, details, retryAfter } = refusal;
  const status = refusal.status ?? errorCodes[code].status;
  const body: ErrorBody = details
    ? { code, message, status, details: [...details] }
    : { code, message, status };
  if (retryAfter !== undefined) headers[headerNames.retryAfter] = String(retryAfter);
  return jsonResponse(status, body, headers);
}

/** `headers` with a fresh `X-Request-Id`: every answer carries one. */
export function withRequestId(headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, [headerNames.requestId]: newRequestId() };
}

// Checked against the contract's parameter names: renaming them there breaks the build here.
const limitName: keyof PetListParams = 'limit';
const offsetName: keyof PetListParams = 'offset';

function pageUrl(url: URL, offset: number, limit: number): string {
  const target = new URL(url);
  target.searchParams.set(limitName, String(limit));
  target.searchParams.set(offsetName, String(offset));
  return target.href;
}

/**
 * The RFC 8288 `Link` value of a page: absolute URLs of the `next` and `prev` pages, keeping the
 * request's filters; undefined when there is neither. A `prev` past the end points at the last page.
 */
export function pageLinks(url: URL, offset: number, limit: number, total: number): string | undefined {
  const links: string[] = [];
  if (offset + limit < total)
    links.push(`<${pageUrl(url, offset + limit, limit)}>; rel="${linkRelations.next}"`);
  if (offset > 0) {
    links.push(
      `<${pageUrl(url, Math.max(0, Math.min(offset - limit, total - limit)), limit)}>; rel="${linkRelations.prev}"`,
    );
  }
  return links.length > 0 ? links.join(', ') : undefined;
}

/**
 * Turns an operation's outcome into its answer: JSON bodies, `Location` on 201 (the path
 * including the base URL's prefix), `X-Total-Count` and `Link` on pages, nothing on 204. Takes
 * `headers` over, as {@link jsonResponse} does.
 */
export function outcomeResponse(
  outcome: Outcome,
  success: { status: number; request: Pick<MockRequest, 'url'>; basePath: string },
  headers: Record<string, string>,
): MockResponse {
  switch (outcome.kind) {
    case 'json':
      if (outcome.location) headers[headerNames.location] = `${success.basePath}${outcome.location}`;
      return jsonResponse(success.status, outcome.body, headers);
    case 'page': {
      // Only a page makes the request's URL, for its links.
      const link = pageLinks(success.request.url, outcome.offset, outcome.limit, outcome.page.total);
      headers[headerNames.totalCount] = String(outcome.page.total);
      const deprecationLink = headers[headerNames.link];
      if (link) headers[headerNames.link] = deprecationLink ? `${deprecationLink}, ${link}` : link;
      return jsonResponse(success.status, outcome.page.items, headers);
    }
    case 'empty':
      return { status: success.status, headers };
    case 'error':
      return errorResponse(outcome, headers);
  }
}
