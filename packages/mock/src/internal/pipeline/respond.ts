import {
  type Deprecation,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetail,
  errorCodes,
  headerNames,
  type OperationDefinition,
  type OperationId,
  operationList,
  type PetListParams,
} from '@petstore/contract';
import { linkRelations } from '@petstore/contract/internal';
import type { Outcome } from '../operations/outcome';
import type { MockRequest } from './mock-request';

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

/** Random bytes drawn at once, for this many ids. */
const idsPerDraw = 128;
const random = new Uint8Array(16 * idsPerDraw);
let drawn = random.length;
/** The id's text as bytes: hex digits around the hyphens at 8, 13, 18 and 23. */
const text = new Uint8Array(36).fill('-'.charCodeAt(0));
const hexDigits = new TextEncoder().encode('0123456789abcdef');
/** Where each of the 16 bytes writes its two digits. */
const offsets = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const ascii = new TextDecoder();

/**
 * A new `X-Request-Id`: a random UUID v4 (RFC 9562), in lower-case hex, made as one flat string.
 * `crypto.randomUUID()` returns, in V8, a tree of the pieces it was concatenated from; the journal
 * keeps every request's id until 10,000 newer ones push it out, so V8 copied each of those trees
 * through the young generation and marked it at every full collection
 * (docs/design/0022-mock-internals.md). `getRandomValues` also works where `randomUUID` does not
 * (a page served over plain HTTP).
 */
export function newRequestId(): string {
  if (drawn === random.length) {
    crypto.getRandomValues(random);
    drawn = 0;
  }
  for (let i = 0; i < 16; i += 1) {
    let byte = random[drawn + i] as number;
    if (i === 6)
      byte = (byte & 0x0f) | 0x40; // version 4
    else if (i === 8) byte = (byte & 0x3f) | 0x80; // the RFC 9562 variant
    const at = offsets[i] as number;
    text[at] = hexDigits[byte >> 4] as number;
    text[at + 1] = hexDigits[byte & 15] as number;
  }
  drawn += 16;
  return ascii.decode(text);
}

// The mock is a host with its own clock: `Date` reads it (the `now` option, `clock.set`), so a
// moved clock is a service whose clock is not the client's. Written once per second of it.
let dateSecond = Number.NaN;
let date = '';

/** The `Date` header of an answer given at `time` by the mock's clock. */
export function dateHeader(time: number): string {
  const second = Math.floor(time / 1000);
  if (second !== dateSecond) [dateSecond, date] = [second, new Date(second * 1000).toUTCString()];
  return date;
}

/**
 * The `Deprecation`, `Sunset` and `Link` headers of each deprecated operation with a sunset date,
 * computed once per mock: RFC 9745 `@<unix-seconds>`, RFC 8594 HTTP-date and RFC 8288 links to the
 * migration guide, as the deprecation's and the sunset's (RFC 8594, section 3) documentation. A
 * sunset configured before the contract's deprecation date moves the deprecation back to it: an
 * operation cannot be retired before it was deprecated.
 */
export function deprecationHeaders(
  sunsets: ReadonlyMap<OperationId, number>,
): Map<OperationId, Readonly<Record<string, string>>> {
  const table = new Map<OperationId, Readonly<Record<string, string>>>();
  const list: readonly (OperationDefinition & { operationId: OperationId })[] = operationList;
  for (const { operationId, deprecated } of list) {
    const sunsetMs = sunsets.get(operationId);
    if (deprecated && sunsetMs !== undefined) table.set(operationId, headersOf(deprecated, sunsetMs));
  }
  return table;
}

function headersOf(deprecated: Deprecation, sunsetMs: number): Readonly<Record<string, string>> {
  const deprecatedMs = Math.min(Date.parse(deprecated.since), sunsetMs);
  return {
    [headerNames.deprecation]: `@${Math.floor(deprecatedMs / 1000)}`,
    [headerNames.sunset]: new Date(sunsetMs).toUTCString(),
    [headerNames.link]: [linkRelations.deprecation, linkRelations.sunset]
      .map((relation) => `<${deprecated.link}>; rel="${relation}"`)
      .join(', '),
  };
}
