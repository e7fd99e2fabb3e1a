import type { RateLimitAnswer } from '@petstore/sdk';

/**
 * An answer as the decision script's arguments (see decide-script.ts). The end of a hold comes
 * from `Retry-After` read on this process's clock, so `offset` moves it to Redis's; so does a
 * window's reset dated on this clock (`RateLimit`'s `t`), while one in the service's own time
 * (`X-RateLimit-Reset`) stays as it is.
 */
export function answerArgs(answer: RateLimitAnswer | undefined, offset: number): string[] {
  if (!answer) return ['0'];
  const { window, block } = answer;
  return [
    '1',
    window ? '1' : '0',
    String(window?.limit ?? 0),
    String(window?.remaining ?? 0),
    String(window ? Math.ceil(window.resetAt + (window.local ? offset : 0)) : 0),
    block ? '1' : '0',
    String(block ? Math.ceil(block.until + offset) : 0),
    String(block?.status ?? 0),
    block?.code ?? '',
  ];
}
