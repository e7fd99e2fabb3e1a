import { headerNames, type OperationSpec } from '@petstore/contract';
import { linkRelations, parseDate, redact } from '@petstore/contract/internal';
import type { DeprecationInfo } from '../api/deprecation-info';
import type { CallHooks } from './call-hooks';
import { parseLinkHeader } from './read-answer';
import { callUserCode, type Log } from './transport';

function describe(operation: OperationSpec, headers: Headers, secret: string): DeprecationInfo {
  const links = parseLinkHeader(headers.get(headerNames.link));
  const link = links.get(linkRelations.deprecation);
  const sunsetLink = links.get(linkRelations.sunset);
  const contract = operation.deprecated;
  return {
    operationId: operation.operationId,
    endpoint: `${operation.method.toUpperCase()} ${operation.path}`,
    since: parseDate(headers.get(headerNames.deprecation)) ?? parseDate(contract?.since),
    sunset: parseDate(headers.get(headerNames.sunset)) ?? parseDate(contract?.sunset),
    // The link goes to the log: a server that echoes the key there must not put it in one.
    link: link === undefined ? contract?.link : redact(link, secret),
    sunsetLink: sunsetLink === undefined ? contract?.link : redact(sunsetLink, secret),
    replacement: contract?.replacement,
  };
}

function warning(info: DeprecationInfo): string {
  const sunset = info.sunset ? ` and stops working after ${info.sunset.toISOString()}` : '';
  const replacement = info.replacement ? ` ${info.replacement}` : '';
  const link = info.link ? ` See ${info.link}` : '';
  return `${info.operationId} (${info.endpoint}) is deprecated${sunset}.${replacement}${link}`;
}

/**
 * Tells once per operation per client that a deprecated operation was called: when the contract
 * marks it or the response carries `Deprecation`. Header values win over the contract's, since the
 * service knows its own sunset.
 */
export class DeprecationNotices {
  readonly #seen = new Set<string>();
  readonly #log: Log;
  readonly #warn: boolean;
  /** The `onDeprecation` option, held as a method so that it is called through the guard. */
  readonly #callback: { readonly onDeprecation: ((info: DeprecationInfo) => void) | undefined };
  readonly #secret: string;

  /** @param secret - The API key, masked wherever a header value is repeated. */
  constructor(
    log: Log,
    warn: boolean,
    onDeprecation: ((info: DeprecationInfo) => void) | undefined,
    secret: string,
  ) {
    this.#log = log;
    this.#warn = warn;
    this.#callback = { onDeprecation };
    this.#secret = secret;
  }

  /**
   * Tells of an answer of `operation` that the contract or the answer itself (`Deprecation`) marks
   * deprecated: the call's hooks hear of every one, the log and `onDeprecation` of the first.
   */
  check(operation: OperationSpec, headers: Headers, hooks: CallHooks | undefined): void {
    const seen = this.#seen.has(operation.operationId);
    if (seen && !hooks) return;
    const info = describe(operation, headers, this.#secret);
    hooks?.emit('onDeprecation', { info });
    if (seen) return;
    this.#seen.add(operation.operationId);
    if (this.#warn) this.#log.warn(warning(info));
    // A failing callback must not fail the call that succeeded.
    callUserCode(this.#callback, 'onDeprecation', [info], (error) =>
      this.#log.error('onDeprecation threw', error),
    );
  }
}
