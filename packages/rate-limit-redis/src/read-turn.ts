import type { RateLimitRecord, RateLimitTurn } from '@petstore/sdk';

/**
 * The store's turn from the script's reply (see decide-script.ts for its layout), the end of a hold
 * moved from Redis's clock back to this process's by `offset`.
 */
export function readTurn(reply: readonly unknown[], lease: string, offset: number): RateLimitTurn {
  const [wait, limit, remaining, resetAt, untracked, blockedUntil, blockedStatus, blockedCode] = reply;
  const waitMs = Number(wait);
  return {
    lease: waitMs === 0 ? lease : undefined,
    waitMs: waitMs < 0 ? undefined : waitMs,
    record: {
      limit: Number(limit),
      remaining: Number(remaining),
      resetAt: Number(resetAt),
      untracked: Number(untracked) === 1,
      blockedUntil: Number(blockedUntil) > 0 ? Number(blockedUntil) - offset : 0,
      blockedStatus: Number(blockedStatus),
      blockedCode: blockedCode ? (String(blockedCode) as RateLimitRecord['blockedCode']) : undefined,
    },
  };
}

/** How many members the script's reply counts on the key (its last field; see decide-script.ts). */
export function fleetSizeOf(reply: readonly unknown[]): number {
  return Number(reply[8]);
}
