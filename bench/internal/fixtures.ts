import {
  type Category,
  headerNames,
  operations,
  quotaNames,
  rateLimitPolicy,
  service,
} from '@petstore/contract';
import { expandPath, formatRateLimitFields, pathParamNames } from '@petstore/contract/internal';

/** The API key every per-call benchmark sends. */
export const benchApiKey = 'bench-key';

/** The record the constant servers answer with, typed by the contract so a renamed field fails typecheck. */
export const constantCategory: Category = { id: 1, name: 'Dogs', description: 'Loyal companions' };

/** The operation the per-call benchmarks call, and its path with the record's id. */
export const benchOperation = operations.getCategory;
export const benchPath = expandPath(
  benchOperation.path,
  Object.fromEntries(pathParamNames(benchOperation.path).map((name) => [name, constantCategory.id])),
);

/**
 * Headers of a constant answer, as the real service sends them: JSON, a request id and rate-limit
 * figures far from exhaustion in both generations (`X-RateLimit-*` of the binding quota, and
 * `RateLimit-Policy` and `RateLimit` of a minute and a day), so every client takes its usual path
 * and none waits.
 */
export function constantHeaders(nowSeconds = Math.floor(Date.now() / 1000)): Record<string, string> {
  const { minuteSeconds, daySeconds } = rateLimitPolicy;
  const fields = formatRateLimitFields([
    {
      name: quotaNames.minute,
      quota: 1_000_000,
      windowSeconds: minuteSeconds,
      remaining: 999_999,
      resetSeconds: minuteSeconds,
    },
    {
      name: quotaNames.day,
      quota: 100_000_000,
      windowSeconds: daySeconds,
      remaining: 99_999_999,
      resetSeconds: daySeconds,
    },
  ]);
  return {
    [headerNames.contentType]: 'application/json',
    [headerNames.requestId]: 'bench-request',
    [headerNames.rateLimitLimit]: '1000000',
    [headerNames.rateLimitRemaining]: '999999',
    [headerNames.rateLimitReset]: String(nowSeconds + minuteSeconds),
    [headerNames.rateLimitPolicy]: fields.policy,
    [headerNames.rateLimit]: fields.rateLimit,
  };
}

/** Base URL of the in-process stub; never resolved, the stub `fetch` answers everything. */
export const stubBaseUrl = service.defaultBaseUrl;
