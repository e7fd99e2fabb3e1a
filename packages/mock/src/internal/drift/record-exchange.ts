import { type ErrorCode, errorStatuses, headerNames } from '@petstore/contract';
import { checkExchange, matchOperation, type OperationMatch, redact } from '@petstore/contract/internal';
import { type Journal, journalRecord } from '../pipeline/journal';
import type { MockRequest } from '../pipeline/mock-request';
import { isRefusal } from '../pipeline/respond';
import { readInput } from '../pipeline/router';
import type { DriftFinding, DriftLog } from './drift-log';

/** What the proxy got from the real service for one request. */
export type UpstreamAnswer =
  /** A whole answer, its body decoded as text (`''` for none). */
  | { readonly kind: 'answer'; readonly headers: Pick<Headers, 'get'>; readonly body: string }
  /** An answer passed on without being checked, and why (it broke off, it is too large…). */
  | { readonly kind: 'unchecked'; readonly reason: string }
  /** No answer, and why (refused, reset, unknown host): the caller got 502. */
  | { readonly kind: 'none'; readonly cause: string }
  /** The request was not forwarded, and why: the caller got the proxy's own refusal. */
  | { readonly kind: 'not-forwarded'; readonly reason: string };

/** One request the proxy handled, and what the caller got. */
export interface ProxiedExchange {
  /** The caller's request; `body()` answers the body already read. */
  readonly request: MockRequest;
  /** When it arrived, by the mock's clock. @unit milliseconds since the epoch */
  readonly time: number;
  /** Where it was sent: the real service's origin and prefix, then the request's path and query. */
  readonly upstreamUrl: string;
  /** The status the caller got. */
  readonly status: number;
  /** The `X-Request-Id` the caller got; `''` when none. */
  readonly requestId: string;
  /** A CORS preflight names no operation, and is forwarded without being checked. */
  readonly preflight: boolean;
  readonly answer: UpstreamAnswer;
}

/** A violation; `summary` (the kind it is counted under) is `detail` where absent. */
type Violation = Pick<DriftFinding, 'rule' | 'detail'> & { readonly summary?: string };

// The codes the mock refuses the form of a request with (`readInput`): the contract never answers
// them to a request that passes it.
const formRefusals: ReadonlySet<string> = new Set<ErrorCode>([
  'invalid_request',
  'payload_too_large',
  'unsupported_media_type',
]);

/** The `code` of an Error object body; `undefined` for any other body. */
function errorCodeOf(body: string): string | undefined {
  try {
    const code = (JSON.parse(body) as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `request`: the caller's request checked as the mock checks what it serves (path, query,
 * `Idempotency-Key`, body): each problem, or nothing when the contract accepts it.
 */
async function requestViolations(match: OperationMatch, request: MockRequest): Promise<Violation[]> {
  const input = await readInput(match.operation, Object.entries(match.params), request);
  if (!isRefusal(input)) return [];
  const details = input.details ?? [];
  if (details.length > 0)
    return details.map((detail) => ({ rule: 'request', detail: `${detail.path}: ${detail.message}` }));
  return [
    {
      rule: 'request',
      detail: `${input.message}: the contract answers ${errorStatuses[input.code]} ${input.code}`,
    },
  ];
}

/** What the answer breaks, by the contract's rules and, for a request it accepts, its form. */
function answerViolations(
  match: OperationMatch,
  exchange: ProxiedExchange,
  answer: Extract<UpstreamAnswer, { kind: 'answer' }>,
  accepted: boolean,
): Violation[] {
  const { request, upstreamUrl, status } = exchange;
  const checked = checkExchange(
    match.operation,
    {
      request: { method: request.method, url: upstreamUrl },
      status,
      headers: answer.headers,
      body: answer.body,
    },
    undefined,
    request.header(headerNames.apiKey) ?? '',
  );
  const violations: Violation[] = [...checked.violations];
  const code = status >= 400 ? errorCodeOf(answer.body) : undefined;
  if (accepted && code !== undefined && formRefusals.has(code))
    violations.push({
      rule: 'status',
      detail: `answered ${status} ${code} to a request the contract accepts`,
    });
  return violations;
}

/** Every violation of one exchange, the key not yet masked. */
async function violationsOf(
  exchange: ProxiedExchange,
  match: OperationMatch | undefined,
): Promise<Violation[]> {
  const { request, answer } = exchange;
  if (answer.kind === 'not-forwarded') return [{ rule: 'request', detail: answer.reason }];
  const refused = match ? await requestViolations(match, request) : [];
  const violations = [...refused];
  if (!match && !exchange.preflight)
    violations.push({
      rule: 'route',
      detail: `no operation of the contract answers ${request.method} ${request.pathname}`,
    });
  switch (answer.kind) {
    case 'none':
      violations.push({ rule: 'status', detail: `no answer: ${answer.cause}` });
      break;
    case 'unchecked':
      violations.push({ rule: 'body', detail: answer.reason });
      break;
    case 'answer':
      if (match) violations.push(...answerViolations(match, exchange, answer, refused.length === 0));
      break;
  }
  return violations;
}

/**
 * Makes what the drift proxy does with each exchange it handled: the request and the answer
 * checked against the contract, by the rules the conformance run applies (`checkExchange`) and the
 * checks the mock makes of what it serves (`readInput`); each violation, the caller's key masked,
 * into the drift report; and the request into the journal, as a served one is.
 * docs/design/0021-conformance-checks.md
 */
export function createExchangeRecorder(journal: Journal, log: DriftLog) {
  async function record(exchange: ProxiedExchange): Promise<void> {
    const { request, time, status, requestId } = exchange;
    const path = request.pathname;
    const match = matchOperation(request.method, path);
    const key = request.header(headerNames.apiKey);
    const secret = key ?? '';
    for (const { rule, detail, summary = detail } of await violationsOf(exchange, match)) {
      log.record({
        ...(match && { operationId: match.operation.operationId }),
        method: request.method,
        path: match ? match.operation.path : redact(path, secret),
        status,
        rule,
        detail: redact(detail, secret),
        summary: redact(summary, secret),
      });
    }
    const operationId = match?.operation.operationId;
    journal.record(
      journalRecord(request, {
        // The real service's own id, which a service may make of anything, the key included.
        requestId: redact(requestId, secret),
        path,
        operationId,
        status,
        time,
        key: match?.operation.public ? undefined : key,
        sent: key,
      }),
    );
  }
  // The answer passes through whatever happens here: a failure is logged, never thrown at it.
  return async (exchange: ProxiedExchange): Promise<void> => {
    try {
      await record(exchange);
    } catch (error) {
      const { request } = exchange;
      const path = redact(request.pathname, request.header(headerNames.apiKey) ?? '');
      console.error('[petstore] The drift proxy failed to check', request.method, path, error);
    }
  };
}
