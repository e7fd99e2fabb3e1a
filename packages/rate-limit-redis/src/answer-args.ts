import type { RateLimitAnswer } from '@petstore/sdk';

/** An answer as the decision script's arguments (see decide-script.ts). */
export function answerArgs(answer: RateLimitAnswer | undefined): string[] {
  if (!answer) return ['0'];
  const { window, block } = answer;
  return [
    '1',
    window ? '1' : '0',
    String(window?.limit ?? 0),
    String(window?.remaining ?? 0),
    String(window?.resetAt ?? 0),
    block ? '1' : '0',
    String(Math.ceil(block?.until ?? 0)),
    String(block?.status ?? 0),
    block?.code ?? '',
  ];
}
