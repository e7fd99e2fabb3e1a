import {
  headerNames,
  type OperationDefinition,
  type OperationId,
  type PlanLimits,
  service,
} from '@petstore/contract';
import { redact } from '@petstore/contract/internal';
import type { MockConfig } from '../config/mock-config';
import type { Database } from '../database/database';
import { implementations } from '../operations/index';
import type { Outcome, ServiceContext } from '../operations/outcome';
import {
  type Admission,
  admissionRefusal,
  type RateLimiter,
  rateLimitHeaders,
} from '../rate-limit/rate-limiter';
import { type Journal, journalRecord } from './journal';
import { type MockRequest, RequestAborted } from './mock-request';
import {
  dateHeader,
  deprecationHeaders,
  errorResponse,
  isRefusal,
  type MockResponse,
  newRequestId,
  outcomeResponse,
  type Refusal,
} from './respond';
import { checkInput, type RequestInput, type RouteMatch, type Router, readInput } from './router';
import { type Faults, faultResponse, type IdempotencyKeys, type OffsetClock } from './state';

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

/**
 * Who is calling: the one place the `X-API-Key` is held on the request path. The journal gets it
 * whole and redacts it when read; refusals and logs name the header, never its value.
 */
interface Caller {
  /** The header as sent, whatever it holds; `undefined` when none came. */
  readonly key: string | undefined;
  /** The key's plan, when it is a key the mock knows. */
  readonly plan: PlanLimits | undefined;
  /** Whether the request counts against the key: not for a public operation, which always answers. */
  readonly counted: boolean;
}

/** One request on its way through the stages: what the first stage found, read by the others. */
interface Exchange {
  readonly request: MockRequest;
  /** The path prefix the request came under, which a `Location` keeps. */
  readonly mount: string;
  readonly path: string;
  readonly time: number;
  readonly requestId: string;
  readonly route: RouteMatch | undefined;
  readonly caller: Caller;
  /** Undefined for a public operation, which no rate limit counts. */
  readonly admission: Admission | undefined;
}

/** What an operation's turn in the store produced, and whether it was a remembered answer. */
interface Performed {
  readonly outcome: Outcome;
  readonly replayed: boolean;
}

type Run = (input: RequestInput, service: ServiceContext) => Outcome | Promise<Outcome>;

/**
 * Builds the request path of one mock, as stages run in order: route the request and note who
 * calls ({@link arrive}), count it against its limits, refuse what the limits or the router refuse,
 * apply an injected fault, check the key and the sunset ({@link admit}), read the input, run the
 * behaviour alone in the store's queue behind its idempotency key ({@link perform}), respond, and
 * journal. Every answer carries `X-Request-Id` and the rate-limit headers.
 */
export function createRequestHandler(state: MockState): RequestHandler {
  const basePath = new URL(state.baseUrl).pathname.replace(/\/$/, '');
  const deprecations = deprecationHeaders(state.config.sunsets);
  return async (request, mount = basePath) => {
    const exchange = arrive(state, request, mount);
    const headers = answerHeaders(state, exchange, deprecations);
    let response: MockResponse;
    try {
      response = await answer(state, exchange, headers);
    } catch (error) {
      // The client hung up mid-body: nobody to answer, and nothing of it is journaled.
      if (error instanceof RequestAborted) throw error;
      // The URL as logged masks a key the caller wrote into its path or query.
      const url = redact(request.url.href, exchange.caller.key ?? '');
      console.error('[petstore] The mock failed to answer', request.method, url, error);
      const failure: Refusal = { code: 'internal_error', message: 'The mock failed to answer; see its log' };
      response = errorResponse(failure, headers);
    }
    journal(state, exchange, response);
    return response;
  };
}

/** The first stage: the route, the caller and the time, and the request counted against its limits. */
function arrive(state: MockState, request: MockRequest, mount: string): Exchange {
  const time = state.clock.now();
  const path = request.pathname.slice(mount.length) || '/';
  const route = state.router.match(request.method, path);
  const key = request.header(headerNames.apiKey);
  const plan = key === undefined ? undefined : state.config.keys.get(key)?.limits;
  // A public operation is counted against no rate limit and refused for no key: it always answers,
  // with the caller's rate-limit state as it stands.
  const counted = route?.operation.public !== true;
  const caller = { key, plan, counted };
  const admission = counted ? state.limiter.admit(bucketOf(caller), time) : undefined;
  return { request, mount, path, time, requestId: newRequestId(), route, caller, admission };
}

function bucketOf({ key, plan }: Caller): { name: string; plan: PlanLimits } | undefined {
  return plan && key !== undefined ? { name: key, plan } : undefined;
}

/** The headers every answer carries: `Date`, `X-Request-Id`, the rate limit, a deprecation. */
function answerHeaders(
  state: MockState,
  { time, requestId, route, caller, admission }: Exchange,
  deprecations: ReadonlyMap<OperationId, Readonly<Record<string, string>>>,
): Record<string, string> {
  const headers: Record<string, string> = {
    [headerNames.date]: dateHeader(time),
    [headerNames.requestId]: requestId,
  };
  const limits = admission?.state ?? state.limiter.peek(bucketOf(caller), time);
  rateLimitHeaders(limits, state.config.rateLimitHeaders, headers);
  const deprecation = route && deprecations.get(route.operation.operationId);
  if (deprecation) Object.assign(headers, deprecation);
  return headers;
}

/**
 * The stages between arrival and the answer. Only a fault's latency, a body and a write of the
 * store are waited for: a read of a record is answered without a turn of the event loop per step.
 */
async function answer(state: MockState, exchange: Exchange, headers: Record<string, string>) {
  const { route, request } = exchange;
  const refused = admissionRefusal(exchange.admission);
  if (refused) return errorResponse(refused, headers);
  if (!route) {
    const message = `No operation answers ${request.method} ${exchange.path}`;
    return errorResponse({ code: 'not_found', message }, headers);
  }
  // The document needs no key and is never refused (docs/running-the-mock.md), faults included.
  const fault = route.operation.public ? undefined : state.faults.take(route.operation.operationId);
  const faulted = fault && (await faultResponse(fault, headers));
  if (faulted) return faulted;
  const refusal = admit(state, exchange, route.operation);
  if (refusal) return errorResponse(refusal, headers);
  // Only an operation that takes a body waits for one.
  const input = route.operation.body
    ? await readInput(route.operation, route.params, request)
    : checkInput(route.operation, route.params, request);
  if (isRefusal(input)) return errorResponse(input, headers);
  const { outcome, replayed } = await perform(state, exchange, input);
  if (replayed) headers[headerNames.idempotentReplayed] = 'true';
  if (outcome.kind === 'error') return errorResponse(outcome, headers);
  const success = { status: route.operation.response.status, request, basePath: exchange.mount };
  return outcomeResponse(outcome, success, headers);
}

/** The key, then the sunset: the refusal of a request past the limiter and the faults, if any. */
function admit(
  state: MockState,
  { caller, time }: Exchange,
  operation: OperationDefinition,
): Refusal | undefined {
  if (operation.public) return undefined;
  const name = headerNames.apiKey;
  if (caller.key === undefined)
    return { code: 'missing_api_key', message: `Send your API key in the ${name} header` };
  if (!caller.plan) return { code: 'invalid_api_key', message: `The ${name} is not a known key` };
  const sunsetMs = state.config.sunsets.get(operation.operationId as OperationId);
  if (!operation.deprecated || sunsetMs === undefined || time < sunsetMs) return undefined;
  // The resolved date (the mock's `sunset` option, else the contract's), as the Sunset header says.
  const { replacement } = operation.deprecated;
  const message = `${operation.operationId} was sunset on ${new Date(sunsetMs).toISOString()}. ${replacement}`;
  return { code: 'endpoint_sunset', message };
}

/**
 * Runs the operation alone in the store's queue; with an `Idempotency-Key`, a remembered answer is
 * replayed (or refused) inside the same turn, so concurrent retries cannot both act: a request that
 * arrives while the first with its key is processed waits its turn, then replays the first answer
 * (docs/design/0004-idempotency.md says why not 409).
 */
async function perform(state: MockState, exchange: Exchange, input: RequestInput): Promise<Performed> {
  const operationId = (exchange.route as RouteMatch).operation.operationId;
  const run = implementations[operationId] as unknown as Run;
  const { time } = exchange;
  const { idempotencyKey } = input;
  if (idempotencyKey === undefined) {
    return notReplayed(await state.database.exclusive((tables) => run(input, { tables, now: time })));
  }
  const scope = exchange.caller.key ?? '';
  // The same key means the same request: same operation, same record, same body.
  const request = { operationId, path: input.path, body: input.body };
  return state.database.exclusive(async (tables): Promise<Performed> => {
    const recalled = state.idempotency.recall(scope, idempotencyKey, request, time);
    if (recalled?.kind === 'replay') return { outcome: recalled.outcome, replayed: true };
    if (recalled?.kind === 'conflict') return notReplayed(idempotencyConflict);
    const outcome = await run(input, { tables, now: time });
    if (outcome.kind !== 'error') state.idempotency.remember(scope, idempotencyKey, request, outcome, time);
    return notReplayed(outcome);
  });
}

const notReplayed = (outcome: Outcome): Performed => ({ outcome, replayed: false });

const idempotencyConflict: Outcome = {
  kind: 'error',
  code: 'idempotency_conflict',
  message: `The ${headerNames.idempotencyKey} was used with another operation, path or body; see ${service.docsUrl}/idempotency`,
};

/** The last stage: what the request was answered, written to the journal. */
function journal(state: MockState, exchange: Exchange, response: MockResponse): void {
  const { request, requestId, path, route, time, caller } = exchange;
  const operationId = route?.operation.operationId;
  const key = caller.counted ? caller.key : undefined;
  const fields = { requestId, path, operationId, status: response.status, time, key, sent: caller.key };
  state.journal.record(journalRecord(request, fields));
}
