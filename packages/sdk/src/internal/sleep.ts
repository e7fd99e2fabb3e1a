/** The longest timer `setTimeout` keeps (2^31 − 1 ms); a longer one fires at once. */
export const maxTimerMs = 2_147_483_647;

/**
 * Resolves after `ms` milliseconds, or rejects with the signal's reason when it aborts first.
 * While it waits, its wake function is in `wakers`, so that whoever holds the set can end the wait
 * early; never only then: a wait that another call must end hangs a Cloudflare Worker's request
 * (docs/design/0028-waking-without-another-request.md). Looks `setTimeout` up at call time so that
 * test fake timers apply. A wait beyond {@link maxTimerMs} ends there: callers that must not act
 * early (the rate-limit gate) check the time again.
 */
export function sleep(ms: number, signal?: AbortSignal, wakers?: Set<() => void>): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const settle = (outcome: () => void) => () => {
      clearTimeout(timer);
      wakers?.delete(wake);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const wake = settle(resolve);
    const onAbort = settle(() => reject(signal?.reason));
    const timer = setTimeout(wake, Math.min(ms, maxTimerMs));
    wakers?.add(wake);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
