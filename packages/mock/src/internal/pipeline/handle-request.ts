import {
  type Deprecation,
  headerNames,
  type OperationDefinition,
  type OperationId,
  operationList,
  type PlanLimits,
  service,
} from '@petstore/contract';
import { linkRelations } from '@petstore/contract/internal';
import type { MockConfig } from '../config/mock-config';
import type { Database } from '../database/database';
import { implementations } from '../operations/index';
import type { Outcome, ServiceContext } from '../operations/outcome';
import { type Admission, type RateLimiter, rateLimitHeaders } from '../rate-limit/rate-limiter';
import type { OffsetClock } from './clock';
import type { ActiveFault, Faults } from './faults';
import type { IdempotencyKeys } from './idempotency';
import { type Journal, journalRecord } from './journal';
import { type MockRequest, RequestAborted } from './mock-request';
import { type RequestInput, readInput } from './read-input';
import { newRequestId } from './request-id';
import {
  droppedConnection,
  errorResponse,
  isRefusal,
  type MockResponse,
  outcomeResponse,
  type Refusal,
} from './respond';
import type { RouteMatch, Router } from './router';

/** Everything one mock keeps between requests: what its request handler reads and writes. */
export interface MockState {
  readonly config: MockConfig;
  /** Origin and path prefix the mock answers, without a trailing slash. */
  readonly baseUrl: string;
  readonly clock: OffsetClock;
  readonly database: Database;
  readonly limiter: RateLimiter;
  readonly router: Router;
  readonly faults: Faults;
  readonly journal: Journal;
  readonly idempotency: IdempotencyKeys;
}

/**
 * The request handler of one mock. `mount` is the path prefix the request came under, when not the
 * mock's own base path: a world of the standalone server answers under `/worlds/{id}`, and at the
 * root for a request that names it by header.
 */
export type RequestHandler = (request: MockRequest, mount?: string) => Promise<MockResponse>;

/** The `Deprecation`, `Sunset` and `Link` headers of a deprecated operation, computed once. */
type DeprecationHeaders = Readonly<Record<string, string>>;

/**
 * RFC 9745 `@<unix-seconds>`, RFC 8594 HTTP-date and RFC 8288 links to the migration guide, as
 * the deprecation's and the sunset's (RFC 8594, section 3) documentation. A sunset configured
 * before the contract's deprecation date moves the deprecation back to it: an operation cannot be
 * retired before it was deprecated.
 */
function deprecationHeaders(deprecated: Deprecation, sunsetMs: number): DeprecationHeaders {
  const deprecatedMs = Math.min(Date.parse(deprecated.since), sunsetMs);
  return {
    [headerNames.deprecation]: `@${Math.floor(deprecatedMs / 1000)}`,
    [headerNames.sunset]: new Date(sunsetMs).toUTCString(),
    [headerNames.link]: [linkRelations.deprecation, linkRelations.sunset]
      .map((relation) => `<${deprecated.link}>; rel="${relation}"`)
      .join(', '),
  };
}

/** One request on its way through the pipeline. */
interface Exchange {
  readonly request: MockRequest;
  readonly path: string;
  readonly time: number;
  readonly route: RouteMatch | undefined;
  /** The key counted against; `undefined` for none (or a public operation). */
  readonly key: string | undefined;
  /** The `X-API-Key` header as sent. */
  readonly sent: string | undefined;
  readonly plan: PlanLimits | undefined;
  /** Undefined for a public operation, which no rate limit counts. */
  readonly admission: Admission | undefined;
  /** The answer's headers so far; a replayed answer adds `Idempotent-Replayed`. */
  readonly headers: Record<string, string>;
  /** Its `X-Request-Id`. */
  readonly requestId: string;
  /** The path prefix the request came under, which a `Location` keeps. */
  readonly mount: string;
}

type Run = (input: RequestInput, service: ServiceContext) => Outcome | Promise<Outcome>;

/** An answer, or the promise of one where something had to be waited for. */
type Answer = MockResponse | Promise<MockResponse>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function admissionRefusal(admission: Admission | undefined): Refusal | undefined {
  if (!admission) return undefined;
  const { outcome, retryAfter } = admission;
  if (outcome === 'banned') {
    return {
      code: 'api_key_banned',
      message: `The API key is banned for ${retryAfter} s after repeated 429s`,
      retryAfter,
    };
  }
  if (outcome === 'rate_limited') {
    return { code: 'rate_limited', message: `Rate limit exceeded; retry in ${retryAfter} s`, retryAfter };
  }
  return undefined;
}

function keyRefusal({ route, key, plan }: Exchange): Refusal | undefined {
  if (!route || route.operation.public) return undefined;
  if (key === undefined)
    return { code: 'missing_api_key', message: `Send your API key in the ${headerNames.apiKey} header` };
  return plan
    ? undefined
    : { code: 'invalid_api_key', message: `The ${headerNames.apiKey} is not a known key` };
}

function sunsetRefusal(
  operation: OperationDefinition,
  time: number,
  sunsetMs: number | undefined,
): Refusal | undefined {
  if (!operation.deprecated || sunsetMs === undefined || time < sunsetMs) return undefined;
  // The resolved date (the mock's `sunset` option, else the contract's), as the Sunset header says.
  const { replacement } = operation.deprecated;
  return {
    code: 'endpoint_sunset',
    message: `${operation.operationId} was sunset on ${new Date(sunsetMs).toISOString()}. ${replacement}`,
  };
}

/** What an injected fault answers; undefined when it only added latency. */
async function faultResponse(
  fault: ActiveFault,
  headers: Record<string, string>,
): Promise<MockResponse | undefined> {
  if (fault.latencyMs > 0) await sleep(fault.latencyMs);
  if (fault.networkError) return droppedConnection;
  if (!fault.error) return undefined;
  return errorResponse(
    { ...fault.error, message: `Injected fault: ${fault.error.status} ${fault.error.code}` },
    headers,
  );
}

/**
 * Builds the request path of one mock: route, rate limit, faults, key, sunset, validation, then
 * the operation, alone in the store's queue. Every answer carries `X-Request-Id` and the
 * rate-limit headers, and is written to the journal.
 */
export function createRequestHandler(state: MockState): RequestHandler {
  const { config, clock } = state;
  const basePath = new URL(state.baseUrl).pathname.replace(/\/$/, '');
  const deprecations = new Map<OperationId, DeprecationHeaders>();
  const table: readonly (OperationDefinition & { operationId: OperationId })[] = operationList;
  for (const { operationId, deprecated } of table) {
    const sunsetMs = config.sunsets.get(operationId);
    if (deprecated && sunsetMs !== undefined) {
      deprecations.set(operationId, deprecationHeaders(deprecated, sunsetMs));
    }
  }

  // Runs the operation alone in the store's queue; with an `Idempotency-Key`, a remembered answer
  // is replayed (or refused) inside the same turn, so concurrent retries cannot both act: a request
  // that arrives while the first with its key is processed waits its turn, then replays the first
  // answer (docs/design/0004-idempotency.md says why not 409).
  function execute(
    exchange: Exchange,
    input: RequestInput,
    operationId: OperationId,
  ): Outcome | Promise<Outcome> {
    const run = implementations[operationId] as unknown as Run;
    const { idempotencyKey } = input;
    if (idempotencyKey === undefined)
      return state.database.exclusive((tables) => run(input, { tables, now: exchange.time }));
    const scope = exchange.key ?? '';
    // The same key means the same request: same operation, same record, same body.
    const request = { operationId, path: input.path, body: input.body };
    return state.database.exclusive(async (tables) => {
      const recalled = state.idempotency.recall(scope, idempotencyKey, request, exchange.time);
      if (recalled?.kind === 'replay') {
        exchange.headers[headerNames.idempotentReplayed] = 'true';
        return recalled.outcome;
      }
      if (recalled?.kind === 'conflict') {
        return {
          kind: 'error',
          code: 'idempotency_conflict',
          message: `The ${headerNames.idempotencyKey} was used with another operation, path or body; see ${service.docsUrl}/idempotency`,
        };
      }
      const outcome = await run(input, { tables, now: exchange.time });
      if (outcome.kind !== 'error')
        state.idempotency.remember(scope, idempotencyKey, request, outcome, exchange.time);
      return outcome;
    });
  }

  // The steps below return an answer as soon as they have one, and a promise only where something
  // must be waited for (an injected latency, a body, a write of the store): a read of a record is
  // answered without a turn of the event loop per step, which cost more than the step itself.

  function respond(exchange: Exchange): Answer {
    const { route, headers, request } = exchange;
    const limited = admissionRefusal(exchange.admission);
    if (limited) return errorResponse(limited, headers);
    if (!route)
      return errorResponse(
        { code: 'not_found', message: `No operation answers ${request.method} ${exchange.path}` },
        headers,
      );
    // The document needs no key and is never refused (docs/running-the-mock.md), faults included.
    const fault = route.operation.public ? undefined : state.faults.take(route.operation.operationId);
    if (!fault) return admit(exchange, route);
    return faultResponse(fault, headers).then((faulted) => faulted ?? admit(exchange, route));
  }

  // Past the limiter and the faults: the key, the sunset, the input, then the operation.
  function admit(exchange: Exchange, { operation, params }: RouteMatch): Answer {
    const refusal =
      keyRefusal(exchange) ??
      sunsetRefusal(operation, exchange.time, config.sunsets.get(operation.operationId));
    if (refusal) return errorResponse(refusal, exchange.headers);
    const input = readInput(operation, params, exchange.request);
    if (input instanceof Promise) return input.then((read) => perform(exchange, operation, read));
    return perform(exchange, operation, input);
  }

  function perform(
    exchange: Exchange,
    operation: RouteMatch['operation'],
    input: RequestInput | Refusal,
  ): Answer {
    if (isRefusal(input)) return errorResponse(input, exchange.headers);
    const outcome = execute(exchange, input, operation.operationId);
    if (outcome instanceof Promise) return outcome.then((done) => conclude(exchange, operation, done));
    return conclude(exchange, operation, outcome);
  }

  /** What the request was answered, written to the journal. */
  function journaled(exchange: Exchange, answered: MockResponse): MockResponse {
    const { request, requestId, path, route, time, key, sent } = exchange;
    const operationId = route?.operation.operationId;
    const status = answered.status;
    state.journal.record(journalRecord(request, { requestId, path, operationId, status, time, key, sent }));
    return answered;
  }

  /** The answer to a request the mock failed on. */
  function failed({ request, headers }: Exchange, error: unknown): MockResponse {
    // The client hung up mid-body: nobody to answer, and nothing of it is journaled.
    if (error instanceof RequestAborted) throw error;
    console.error('[petstore] The mock failed to answer', request.method, request.url.href, error);
    return errorResponse(
      { code: 'internal_error', message: 'The mock failed to answer; see its log' },
      headers,
    );
  }

  function conclude(exchange: Exchange, operation: RouteMatch['operation'], outcome: Outcome): MockResponse {
    const { headers, request } = exchange;
    if (outcome.kind === 'error') return errorResponse(outcome, headers);
    const success = { status: operation.response.status, request, basePath: exchange.mount };
    return outcomeResponse(outcome, success, headers);
  }

  // The mock is a host with its own clock: `Date` reads it (the `now` option, `clock.set`), so a
  // moved clock is a service whose clock is not the client's. Written once per second of it.
  let dateSecond = Number.NaN;
  let date = '';
  const dateOf = (time: number): string => {
    const second = Math.floor(time / 1000);
    if (second !== dateSecond) [dateSecond, date] = [second, new Date(second * 1000).toUTCString()];
    return date;
  };

  return (request, mount = basePath) => {
    const time = clock.now();
    const path = request.pathname.slice(mount.length) || '/';
    const route = state.router.match(request.method, path);
    // A public operation is counted against no rate limit and refused for no key: it always
    // answers, with the caller's rate-limit state as it stands.
    const isPublic = route?.operation.public === true;
    const sent = request.header(headerNames.apiKey);
    const sentPlan = sent === undefined ? undefined : config.keys.get(sent)?.limits;
    const bucket = sentPlan && sent !== undefined ? { name: sent, plan: sentPlan } : undefined;
    const key = isPublic ? undefined : sent;
    const plan = isPublic ? undefined : sentPlan;
    const admission = isPublic ? undefined : state.limiter.admit(bucket, time);
    const limits = admission?.state ?? state.limiter.peek(bucket, time);
    const requestId = newRequestId();
    const deprecation = route && deprecations.get(route.operation.operationId);
    const headers: Record<string, string> = {
      [headerNames.date]: dateOf(time),
      [headerNames.requestId]: requestId,
    };
    rateLimitHeaders(limits, config.rateLimitHeaders, headers);
    if (deprecation) Object.assign(headers, deprecation);
    const exchange: Exchange = {
      request,
      path,
      time,
      route,
      key,
      sent,
      plan,
      admission,
      headers,
      requestId,
      mount,
    };
    let answered: Answer;
    try {
      answered = respond(exchange);
    } catch (error) {
      answered = Promise.reject(error);
    }
    if (answered instanceof Promise)
      return answered.then(
        (response) => journaled(exchange, response),
        (error: unknown) => journaled(exchange, failed(exchange, error)),
      );
    return Promise.resolve(journaled(exchange, answered));
  };
}
