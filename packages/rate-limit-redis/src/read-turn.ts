import type { RateLimitRecord, RateLimitTurn, ServiceTime, StoreTime } from '@petstore/sdk';
import { onClientClock } from './redis-clock';

/**
 * The store's turn from the script's reply (see decide-script.ts for its layout), its moments moved
 * from Redis's clock back to the client's by `offset`.
 */
export function readTurn(reply: readonly unknown[], lease: string, offset: number): RateLimitTurn {
  const [
    wait,
    limit,
    remaining,
    resetAt,
    untracked,
    blockedUntil,
    blockedStatus,
    blockedCode,
    ,
    serviceResetAt,
  ] = reply;
  const waitMs = Number(wait);
  return {
    lease: waitMs === 0 ? lease : undefined,
    waitMs: waitMs < 0 ? undefined : waitMs,
    record: {
      limit: Number(limit),
      remaining: Number(remaining),
      resetAt: onClientClock(Number(resetAt) as StoreTime, offset),
      serviceResetAt: serviceResetAt ? (Number(serviceResetAt) as ServiceTime) : undefined,
      untracked: Number(untracked) === 1,
      blockedUntil: onClientClock(Number(blockedUntil) as StoreTime, offset),
      blockedStatus: Number(blockedStatus),
      blockedCode: blockedCode ? (String(blockedCode) as RateLimitRecord['blockedCode']) : undefined,
    },
  };
}

/** How many members the script's reply counts on the key (its last field; see decide-script.ts). */
export function fleetSizeOf(reply: readonly unknown[]): number {
  return Number(reply[8]);
}
