import type { RateLimitAnswer } from '@petstore/sdk';
import { onRedisClock } from './redis-clock';

/**
 * An answer as the decision script's arguments (see decide-script.ts), its moments of the
 * client's clock moved onto Redis's by `offset` (the reset as the service sent it stays as it is).
 */
export function answerArgs(answer: RateLimitAnswer | undefined, offset: number): string[] {
  if (!answer) return ['0'];
  const { window, block } = answer;
  return [
    '1',
    window ? '1' : '0',
    String(window?.limit ?? 0),
    String(window?.remaining ?? 0),
    String(window ? onRedisClock(window.resetAt, offset) : 0),
    block ? '1' : '0',
    String(block ? onRedisClock(block.until, offset) : 0),
    String(block?.status ?? 0),
    block?.code ?? '',
    window?.serviceResetAt === undefined ? '' : String(window.serviceResetAt),
  ];
}
