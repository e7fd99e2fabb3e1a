import type { Deprecation } from '../operations/operation';
import { headerNames } from '../service/headers';
import { linkRelations } from '../service/http';
import { matchOperation } from '../table/match-operation';
import { parseLinkField } from '../wire/link-field';
import { type RuleInput, type RuleReport, wholeNumberHeader } from './exchange';

/** `request-id`: every answer names itself in `X-Request-Id`. */
export function checkRequestId(headers: Pick<Headers, 'get'>, report: RuleReport): void {
  if (!headers.get(headerNames.requestId)?.trim()) report.fail(`${headerNames.requestId} is missing`);
}

/** `retry-after`: a 429 or a ban says in whole seconds, at least 1, when to send again. */
export function checkRetryAfter(headers: Pick<Headers, 'get'>, report: RuleReport): void {
  const seconds = wholeNumberHeader(headers, headerNames.retryAfter, report);
  if (seconds === 0) report.fail(`${headerNames.retryAfter} is 0; the contract says at least 1`);
}

/** `idempotent-replayed`: when present (on a replay), a boolean. */
export function checkIdempotentReplayed(headers: Pick<Headers, 'get'>, report: RuleReport): void {
  const value = headers.get(headerNames.idempotentReplayed);
  if (value !== null && value !== 'true' && value !== 'false')
    report.fail(`${headerNames.idempotentReplayed} is "${value}", not true or false`);
}

/**
 * The path of the service's base URL in a request to `template`: the request's path without as
 * many segments as the template has (`/api` of `/api/pets/3` for `/pets/{petId}`).
 */
export function basePathOf(template: string, url: URL): string {
  const depth = template.split('/').length - 1;
  return url.pathname.split('/').slice(0, -depth).join('/');
}

/** The operation a URL names, when it is on the same service as the request. */
export function operationAt(method: string, target: URL, input: RuleInput) {
  const base = basePathOf(input.operation.path, input.url);
  if (target.origin !== input.url.origin || !target.pathname.startsWith(base)) return undefined;
  return matchOperation(method, target.pathname.slice(base.length));
}

/** `location`: a 201 names the created record's path, the collection's path and its id. */
export function checkLocation(input: RuleInput, report: RuleReport): void {
  const location = input.exchange.headers.get(headerNames.location);
  if (location === null) {
    report.fail(`${headerNames.location} is missing`);
    return;
  }
  const id = (input.json as { id?: unknown } | undefined)?.id;
  const match = URL.canParse(location, input.url)
    ? operationAt('get', new URL(location, input.url), input)
    : undefined;
  const params = match ? Object.values(match.params) : [];
  const isRecordPath =
    match?.operation.path.startsWith(`${input.operation.path}/`) &&
    params.length === 1 &&
    params[0] === String(id);
  if (!isRecordPath)
    report.fail(
      `${headerNames.location} is "${location}", not the path of the record created (id ${String(id)})`,
    );
}

const httpDate =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * `deprecation`: every answer of a deprecated operation carries `Deprecation` (RFC 9745,
 * `@<unix-seconds>`) and `Sunset` (RFC 8594, an HTTP-date) with the contract's dates, and `Link`s
 * with `rel="deprecation"` and `rel="sunset"` to its guide (docs/design/0005-deprecation-and-sunset.md).
 */
export function checkDeprecation(
  headers: Pick<Headers, 'get'>,
  deprecated: Deprecation,
  report: RuleReport,
): void {
  const since = Math.floor(Date.parse(deprecated.since) / 1000);
  const deprecation = headers.get(headerNames.deprecation);
  if (deprecation === null) report.fail(`${headerNames.deprecation} is missing`);
  else if (deprecation.trim() !== `@${since}`)
    report.fail(
      `${headerNames.deprecation} is "${deprecation}"; the contract says @${since} (${deprecated.since})`,
    );
  const sunset = headers.get(headerNames.sunset);
  const expected = new Date(deprecated.sunset).toUTCString();
  if (sunset === null) report.fail(`${headerNames.sunset} is missing`);
  else if (!httpDate.test(sunset.trim()))
    report.fail(`${headerNames.sunset} is "${sunset}", not an HTTP-date`);
  else if (Date.parse(sunset) !== Date.parse(deprecated.sunset))
    report.fail(`${headerNames.sunset} is "${sunset}"; the contract says ${expected}`);
  const field = headers.get(headerNames.link);
  const links = field === null ? [] : parseLinkField(field);
  if (!links) {
    report.fail(`${headerNames.link} is "${field}", not an RFC 8288 Link field`);
    return;
  }
  for (const relation of [linkRelations.deprecation, linkRelations.sunset]) {
    if (!links.some((link) => link.rels.includes(relation) && link.target === deprecated.link))
      report.fail(`${headerNames.link} has no rel="${relation}" link to ${deprecated.link}`);
  }
}
