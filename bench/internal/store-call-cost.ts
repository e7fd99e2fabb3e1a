import type { ClientInstant, RateLimitStore } from '@petstore/sdk';

const at = (ms: number) => ms as ClientInstant;
const context = { warn: () => {}, clock: { now: () => at(Date.now()) } };
const untracked = { window: undefined, block: undefined };

/**
 * What a store adds to one attempt, sequentially: taking a turn (awaited before the request goes)
 * and giving it back (sent when the answer arrives). An answer without rate-limit headers keeps
 * every turn granted, so each one is a full decision. @returns Milliseconds per acquire and per release.
 */
export async function storeCallCost(
  store: RateLimitStore,
  calls: number,
): Promise<{ acquire: number; release: number }> {
  const scope = `bench ${Math.random()}`;
  let acquire = 0;
  let release = 0;
  for (let call = 0; call < calls; call++) {
    const started = performance.now();
    const turn = await store.acquire(scope, at(Date.now()), 5_000, context);
    const granted = performance.now();
    await store.release(scope, turn.lease ?? '', untracked, at(Date.now()), context);
    release += performance.now() - granted;
    acquire += granted - started;
  }
  return { acquire: acquire / calls, release: release / calls };
}
