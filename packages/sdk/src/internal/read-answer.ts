import { type ErrorBody, headerNames, type OperationSpec } from '@petstore/contract';
import {
  bindingQuota,
  type ClientInstant,
  check,
  clampTime,
  holdsCaller,
  later,
  learnServiceClock,
  onClientClock,
  parseRateLimitFields,
  parseRetryAfter,
  type QuotaState,
  redact,
  type ServiceClock,
  type ServiceTime,
  serviceOffsetMs,
} from '@petstore/contract/internal';
import type { RateLimitAnswer, RateLimitWindow } from '../api/rate-limit-store';
import { APIError } from '../errors/api-error';
import { ResponseValidationError } from '../errors/response-validation-error';
import type { Log } from './transport';

/**
 * An answer of the service, read once when it arrives: what the rate-limit gate, the retry policy,
 * the typed error and the call's result all take. Nothing reads its headers again.
 */
export interface Answer {
  readonly response: Response;
  /** The body, read whole within the attempt. */
  readonly text: string;
  /** When it arrived, by the client's clock (its rate-limit gate's, which never steps back). */
  readonly at: ClientInstant;
  /** What it tells the rate-limit store: its window, and the hold of a 429 or a ban. */
  readonly rateLimit: RateLimitAnswer;
  /** Every quota its standard fields announced; `undefined` when it sent none. */
  readonly quotas: readonly QuotaState[] | undefined;
  /** An error answer as its typed error (its `retryAfter` read here); `undefined` on success. */
  readonly error: APIError | undefined;
  /** What is known of the service's clock with this answer's `Date` learned. */
  readonly serviceClock: ServiceClock | undefined;
}

const linkValue = /<([^>]*)>((?:\s*;\s*[^;,]+)*)/g;
const relParam = /;\s*rel\s*=\s*"?([^";]+)"?/i;

/**
 * Reads an RFC 8288 `Link` header into a map from each relation type to its URI reference: a
 * list's next page (core/pagination.ts) and a deprecation's guide (internal/deprecation-notices.ts)
 * both read it when they need it, so an answer without either pays nothing.
 */
export function parseLinkHeader(value: string | null): Map<string, string> {
  const links = new Map<string, string>();
  if (!value) return links;
  for (const [, target, params] of value.matchAll(linkValue)) {
    const rels = relParam.exec(params ?? '')?.[1];
    for (const rel of rels?.trim().split(/\s+/) ?? []) {
      if (!links.has(rel)) links.set(rel, target ?? '');
    }
  }
  return links;
}

/** A header that holds a number, or `undefined` when it is absent or not a number. */
function numberHeader(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  const number = value === null ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The window of `X-RateLimit-*`, for a service that sends no quota in the standard fields. Its
 * reset is a time of the service's clock, moved onto the client's by what `Date` showed (by
 * nothing while no `Date` was usable).
 */
function legacyWindow(headers: Headers, clock: ServiceClock | undefined): RateLimitWindow | undefined {
  const limit = numberHeader(headers, headerNames.rateLimitLimit);
  const remaining = numberHeader(headers, headerNames.rateLimitRemaining);
  const reset = numberHeader(headers, headerNames.rateLimitReset);
  if (remaining === undefined || reset === undefined) return undefined;
  const serviceResetAt = clampTime(reset * 1000) as ServiceTime;
  return {
    limit: limit ?? remaining,
    remaining,
    resetAt: onClientClock(clock, serviceResetAt),
    serviceResetAt,
  };
}

/**
 * The body of an error answer as the service's Error object, or `undefined` when it is not one (a
 * proxy's HTML page, an empty body). Every occurrence of `secret`, JSON-escaped or not, is masked
 * before parsing, so an error body that echoes the API key cannot leak it.
 */
function readErrorBody(text: string, secret: string): Partial<ErrorBody> | undefined {
  try {
    const body = JSON.parse(redact(text, secret)) as Partial<ErrorBody> | null;
    return typeof body?.message === 'string' ? body : undefined;
  } catch {
    return undefined;
  }
}

/** A duration as the log lines say it, `1.5 s`. */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Says, at debug level, where the service's clock was first found, and where it stepped to. */
function logClock(known: ServiceClock | undefined, learned: ServiceClock | undefined, log: Log): void {
  const offset = serviceOffsetMs(learned);
  if (Math.abs(offset - serviceOffsetMs(known)) >= 1000)
    log.debug(`The service's clock (its Date) is ${seconds(offset)} from this one`);
}

/** What reading one answer takes: the answer, and what the call knows around it. */
export interface AnswerContext {
  readonly response: Response;
  /** The body, read whole within the attempt. */
  readonly text: string;
  /** The API key, masked in the error's body and headers. */
  readonly apiKey: string;
  /** Told, at debug level, of rate-limit fields that cannot be read. */
  readonly log: Log;
  /**
   * When the request was sent (or just before), by the client's clock (its rate-limit gate's,
   * which never steps back).
   */
  readonly sentAt: ClientInstant;
  /** When the answer arrived, by the same clock. */
  readonly at: ClientInstant;
  /** What earlier answers showed of the service's clock. */
  readonly knownClock: ServiceClock | undefined;
}

/**
 * Reads an answer's rate-limit fields and, for an error, its body and `Retry-After`; the service's
 * dates among them (`X-RateLimit-Reset`, `Retry-After` as an HTTP-date) are read on the service's
 * clock as its `Date` shows it (packages/contract/src/wire/service-clock.ts).
 */
export function readAnswer({ response, text, apiKey, log, sentAt, at, knownClock }: AnswerContext): Answer {
  const { headers, status } = response;
  const serviceClock = learnServiceClock(knownClock, {
    date: headers.get(headerNames.date),
    age: headers.get(headerNames.age),
    sentAt,
    arrivedAt: at,
  });
  const { quotas, problem } = parseRateLimitFields(
    headers.get(headerNames.rateLimit),
    headers.get(headerNames.rateLimitPolicy),
  );
  if (problem) log.debug(`Ignored ${problem}`);
  if (log.writesDebug) logClock(knownClock, serviceClock, log);
  // The binding quota of `RateLimit` and `RateLimit-Policy` when they hold one, else `X-RateLimit-*`.
  const binding = quotas && bindingQuota(quotas);
  const window: RateLimitWindow | undefined = binding
    ? {
        limit: binding.quota ?? binding.remaining,
        remaining: binding.remaining,
        resetAt: later(at, binding.resetSeconds * 1000),
      }
    : legacyWindow(headers, serviceClock);
  let error: APIError | undefined;
  let block: RateLimitAnswer['block'];
  if (!response.ok) {
    // An HTTP-date is the service's: counted from the service's time of arrival.
    const retryAfterMs = parseRetryAfter(
      headers.get(headerNames.retryAfter),
      at + serviceOffsetMs(serviceClock),
    );
    error = APIError.generate(
      status,
      readErrorBody(text, apiKey),
      redactHeaders(headers, apiKey),
      retryAfterMs === undefined ? undefined : retryAfterMs / 1000,
    );
    if (holdsCaller(status)) block = { until: later(at, retryAfterMs ?? 0), status, code: error.code };
  }
  return { response, text, at, rateLimit: { window, block }, quotas, error, serviceClock };
}

/**
 * Reads the body of a successful answer: `undefined` when the operation answers without one,
 * otherwise the JSON, checked against the operation's schema when `validate` is set. A list's
 * body must be an array even without `validate`: pages are built from it.
 * @param secret - The API key, masked in the parser's error (which quotes the body) before it
 *   becomes the `cause`.
 * @throws {@link ResponseValidationError} when the body is not JSON or does not match.
 */
export function readSuccessBody(
  operation: OperationSpec,
  text: string,
  validate: boolean,
  secret: string,
): unknown {
  const schema = operation.response.schema;
  if (!schema) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const issues = [{ path: 'body', message: 'is not valid JSON' }];
    throw new ResponseValidationError(operation.operationId, issues, { cause: parseError(text, secret) });
  }
  if (operation.paginated && !Array.isArray(json)) {
    throw new ResponseValidationError(operation.operationId, [{ path: 'body', message: 'must be an array' }]);
  }
  if (!validate) return json;
  const checked = check(schema, json, 'body');
  if (checked.ok) return checked.value;
  throw new ResponseValidationError(operation.operationId, checked.issues);
}

// The parser quotes (and may cut short) the text it fails on: parsing the masked text instead gives
// the same kind of error with no part of the key in it.
function parseError(text: string, secret: string): unknown {
  try {
    JSON.parse(redact(text, secret));
  } catch (error) {
    return error;
  }
}

/**
 * A copy of `headers` with `secret` masked in every value, for what an error exposes: a server
 * that echoes the key in a header must not put it in crash reports. Only error answers pay for it.
 */
export function redactHeaders(headers: Headers, secret: string): Headers {
  const copy = new Headers();
  for (const [name, value] of headers) copy.append(name, redact(value, secret));
  return copy;
}
