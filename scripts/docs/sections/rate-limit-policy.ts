import {
  anonymousPlan,
  errorCodes,
  headerNames,
  rateLimitPolicy,
} from '../../../packages/contract/src/index';
import { markdownTable } from './markdown-table';

const count = new Intl.NumberFormat('en-US');

/** The service's rate-limit and ban rules, with the numbers of the contract. */
export function renderRateLimitPolicy(): string {
  const { minuteSeconds, daySeconds, banAfter429s, banSeconds } = rateLimitPolicy;
  return markdownTable(
    ['rule', 'value'],
    [
      ['short window', `${minuteSeconds} s, aligned to the clock (starts at second 0 of each minute)`],
      ['long window', `${count.format(daySeconds)} s, aligned to the UTC day`],
      [
        'requests that count',
        `every answered request of the key, except those refused with ${errorCodes.rate_limited.status} or ${errorCodes.api_key_banned.status}`,
      ],
      ['requests without a valid key', `one shared bucket with the \`${anonymousPlan}\` plan's limits`],
      [
        'over the limit',
        `${errorCodes.rate_limited.status} \`rate_limited\` with \`${headerNames.retryAfter}\`: whole seconds (at least 1) until the exhausted window resets`,
      ],
      [
        'ban',
        `${banAfter429s} answers ${errorCodes.rate_limited.status} within one short window ban the key for ${banSeconds} s (${banSeconds / 60} minutes)`,
      ],
      [
        'while banned',
        `${errorCodes.api_key_banned.status} \`api_key_banned\` with \`${headerNames.retryAfter}\`: seconds until the ban ends`,
      ],
    ],
  );
}
