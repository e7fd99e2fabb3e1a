import { headerNames } from '../service/headers';
import { quotaNames } from '../service/plans';
import { bindingQuota, parseRateLimitFields } from '../wire/rate-limit-fields';
import { type RuleReport, wholeNumberHeader } from './exchange';

/** The `X-RateLimit-*` values of an answer, each a whole number, where they are. */
export interface LegacyRateLimit {
  readonly limit: number | undefined;
  readonly remaining: number | undefined;
}

/**
 * `rate-limit`: `X-RateLimit-Limit`, `-Remaining` and `-Reset` are whole numbers, and no more
 * requests remain than the limit allows (docs/design/0003-rate-limit-windows-and-bans.md).
 */
export function checkLegacyRateLimit(headers: Pick<Headers, 'get'>, report: RuleReport): LegacyRateLimit {
  const limit = wholeNumberHeader(headers, headerNames.rateLimitLimit, report);
  const remaining = wholeNumberHeader(headers, headerNames.rateLimitRemaining, report);
  wholeNumberHeader(headers, headerNames.rateLimitReset, report);
  if (limit !== undefined && remaining !== undefined && remaining > limit)
    report.fail(
      `${headerNames.rateLimitRemaining} is ${remaining}, more than ${headerNames.rateLimitLimit} ${limit}`,
    );
  return { limit, remaining };
}

/**
 * `rate-limit-fields`: `RateLimit-Policy` and `RateLimit` are Structured Field Lists that name the
 * minute and the day quota, with `q` and `w`, `r` and `t`; `X-RateLimit-*` shows the binding one
 * (docs/design/0017-standard-rate-limit-fields.md).
 */
export function checkRateLimitFields(
  headers: Pick<Headers, 'get'>,
  legacy: LegacyRateLimit,
  report: RuleReport,
): void {
  const current = headers.get(headerNames.rateLimit);
  const policy = headers.get(headerNames.rateLimitPolicy);
  if (policy === null) report.fail(`${headerNames.rateLimitPolicy} is missing`);
  if (current === null) {
    report.fail(`${headerNames.rateLimit} is missing`);
    return;
  }
  const { quotas, problem } = parseRateLimitFields(current, policy);
  if (problem) report.fail(problem);
  for (const name of Object.values(quotaNames)) {
    const quota = quotas?.find((candidate) => candidate.name === name);
    if (!quota) report.fail(`${headerNames.rateLimit} has no "${name}" quota with r and t`);
    else if (policy !== null && (quota.quota === undefined || quota.windowSeconds === undefined))
      report.fail(`${headerNames.rateLimitPolicy} has no "${name}" quota with q and w`);
  }
  const binding = quotas && bindingQuota(quotas);
  if (!binding) return;
  if (legacy.remaining !== undefined && binding.remaining !== legacy.remaining)
    report.fail(
      `${headerNames.rateLimitRemaining} is ${legacy.remaining}; the binding quota "${binding.name}" of ${headerNames.rateLimit} has r=${binding.remaining}`,
    );
  if (legacy.limit !== undefined && binding.quota !== undefined && binding.quota !== legacy.limit)
    report.fail(
      `${headerNames.rateLimitLimit} is ${legacy.limit}; the binding quota "${binding.name}" of ${headerNames.rateLimitPolicy} has q=${binding.quota}`,
    );
}
