import {
  headerNames,
  type OperationDefinition,
  type OperationId,
  operationList,
  type PlanLimits,
  service,
} from '@petstore/contract';
import { type Answer, droppedConnection, errorAnswer } from '../answer';
import type { ActiveFault } from '../faults';
import { redactKey } from '../journal';
import type { MockRequest } from '../mock-request';
import type { MockState } from '../mock-state';
import { implementations } from '../operations/index';
import type { Outcome } from '../operations/outcome';
import type { Admission } from '../rate-limit/rate-limiter';
import type { RouteMatch } from '../router';
import type { Tables } from '../store/tables';
import { commonHeaders, type DeprecationHeaders, deprecationHeaders } from './common-headers';
import { type RequestInput, readInput } from './read-input';
import type { Refusal } from './refusal';
import { isRefusal } from './refusal';
import { outcomeAnswer } from './respond';

/** One request on its way through the pipeline. */
interface Exchange {
  readonly request: MockRequest;
  readonly path: string;
  readonly time: number;
  readonly route: RouteMatch | undefined;
  readonly key: string | undefined;
  readonly plan: PlanLimits | undefined;
  /** Undefined for a public operation, which no rate limit counts. */
  readonly admission: Admission | undefined;
  /** The answer's headers so far; a replayed answer adds `Idempotent-Replayed`. */
  readonly headers: Record<string, string>;
}

type Run = (input: RequestInput, tables: Tables) => Outcome | Promise<Outcome>;

// W3C Trace Context `traceparent`: what the journal records of a request's trace, and nothing else.
const traceContext = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

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
  if (!route?.operation.auth) return undefined;
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
async function faultAnswer(fault: ActiveFault, headers: Record<string, string>): Promise<Answer | undefined> {
  if (fault.latencyMs > 0) await sleep(fault.latencyMs);
  if (fault.networkError) return droppedConnection;
  if (!fault.error) return undefined;
  return errorAnswer(
    { ...fault.error, message: `Injected fault: ${fault.error.status} ${fault.error.code}` },
    headers,
  );
}

/**
 * Builds the request path of one mock: route, rate limit, faults, key, sunset, validation, then
 * the operation, alone in the store's queue. Every answer carries `X-Request-Id` and the
 * rate-limit headers, and is written to the journal.
 */
export function createRequestHandler(state: MockState): (request: MockRequest) => Promise<Answer> {
  const { options } = state;
  const basePath = new URL(options.baseUrl).pathname.replace(/\/$/, '');
  const deprecations = new Map<OperationId, DeprecationHeaders>();
  const table: readonly (OperationDefinition & { operationId: OperationId })[] = operationList;
  for (const { operationId, deprecated } of table) {
    const sunsetMs = options.sunsets.get(operationId);
    if (deprecated && sunsetMs !== undefined) {
      deprecations.set(operationId, deprecationHeaders(deprecated, sunsetMs));
    }
  }

  // Runs the operation alone in the store's queue; with an `Idempotency-Key`, a remembered answer
  // is replayed (or refused) inside the same turn, so concurrent retries cannot both act: a request
  // that arrives while the first with its key is processed waits its turn, then replays the first
  // answer (docs/design/0004-idempotency.md says why not 409).
  function execute(exchange: Exchange, input: RequestInput, operationId: OperationId): Promise<Outcome> {
    const run = implementations[operationId] as unknown as Run;
    const { idempotencyKey } = input;
    const scope = exchange.key ?? '';
    // The same key means the same request: same operation, same record, same body.
    const request = { operationId, path: input.path, body: input.body };
    return state.store.exclusive(async (tables) => {
      if (idempotencyKey === undefined) return run(input, tables);
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
      const outcome = await run(input, tables);
      if (outcome.kind !== 'error')
        state.idempotency.remember(scope, idempotencyKey, request, outcome, exchange.time);
      return outcome;
    });
  }

  async function answer(exchange: Exchange): Promise<Answer> {
    const { route, headers, request } = exchange;
    const refuse = (refusal: Refusal) => errorAnswer(refusal, headers);
    const limited = admissionRefusal(exchange.admission);
    if (limited) return refuse(limited);
    if (!route)
      return refuse({
        code: 'not_found',
        message: `No operation answers ${request.method} ${exchange.path}`,
      });
    const { operation } = route;
    // The document needs no key and is never refused (docs/running-the-mock.md), faults included.
    const fault = operation.auth ? state.faults.take(operation.operationId) : undefined;
    const faulted = fault && (await faultAnswer(fault, headers));
    if (faulted) return faulted;
    const refusal =
      keyRefusal(exchange) ??
      sunsetRefusal(operation, exchange.time, options.sunsets.get(operation.operationId));
    if (refusal) return refuse(refusal);
    const input = await readInput(operation, route.params, request);
    if (isRefusal(input)) return refuse(input);
    const outcome = await execute(exchange, input, operation.operationId);
    if (outcome.kind === 'error') return refuse(outcome);
    const success = { status: operation.response.status, url: request.url, basePath };
    return outcomeAnswer(outcome, success, headers);
  }

  return async (request) => {
    const time = options.now();
    const { url } = request;
    const path = url.pathname.slice(basePath.length) || '/';
    const route = state.router.match(request.method, path);
    // A public operation is counted against no rate limit and refused for no key: it always
    // answers, with the caller's rate-limit state as it stands.
    const isPublic = route !== undefined && !route.operation.auth;
    const sentKey = request.header(headerNames.apiKey);
    const sentPlan = sentKey === undefined ? undefined : options.keys.get(sentKey);
    const bucket = sentPlan && sentKey !== undefined ? { name: sentKey, plan: sentPlan } : undefined;
    const key = isPublic ? undefined : sentKey;
    const plan = isPublic ? undefined : sentPlan;
    const admission = isPublic ? undefined : state.limiter.admit(bucket, time);
    const limits = admission?.state ?? state.limiter.peek(bucket, time);
    const requestId = crypto.randomUUID();
    const traceparent = request.header('traceparent')?.toLowerCase();
    const deprecation = route && deprecations.get(route.operation.operationId);
    const headers = commonHeaders(requestId, limits, options.rateLimitHeaders, deprecation);
    const exchange: Exchange = { request, path, time, route, key, plan, admission, headers };
    let answered: Answer;
    try {
      answered = await answer(exchange);
    } catch (error) {
      console.error('[petstore] The mock failed to answer', request.method, url.href, error);
      answered = errorAnswer(
        { code: 'internal_error', message: 'The mock failed to answer; see its log' },
        headers,
      );
    }
    state.journal.record({
      requestId,
      method: request.method,
      path,
      query: url.search.slice(1),
      ...(route && { operationId: route.operation.operationId }),
      status: answered.status,
      time,
      ...(key !== undefined && { apiKey: redactKey(key) }),
      ...(traceparent && traceContext.test(traceparent) && { traceparent }),
    });
    return answered;
  };
}
