import type { RateLimitStoreContext } from '@petstore/sdk';
import type { RedisRateLimitStoreClient } from './redis-rate-limit-store-options';
import { runScript } from './run-script';
import { scopeKeys } from './scope-keys';
import { withDeadline } from './with-deadline';

/** How {@link SharedDecisions} reaches Redis and how long it waits. */
export interface SharedDecisionSettings {
  readonly redis: RedisRateLimitStoreClient;
  readonly prefix: string;
  readonly timeout: number;
  readonly retryAfterFailure: number;
}

/**
 * Runs the decision script for a scope with a deadline, and stays away from Redis after a failure:
 * for `retryAfterFailure`, and for as long as Redis has not answered the command a decision gave
 * up on (a paused, busy or stalled Redis answers its commands in order, so asking again would only
 * wait behind it). One decision waits `timeout` per stall; every other one meanwhile goes on at
 * once, and the client's logger hears once per outage.
 */
export class SharedDecisions {
  readonly #settings: SharedDecisionSettings;
  readonly #keys = new Map<string, readonly string[]>();
  #downUntil = 0;
  /** The command a decision gave up on, until Redis answers it (or its connection fails). */
  #stalled: Promise<unknown> | undefined;
  #warned = false;
  #connectedOnce = false;

  constructor(settings: SharedDecisionSettings) {
    this.#settings = settings;
  }

  /** Runs the script without a deadline, for a call nobody waits for. */
  run(scope: string, args: readonly string[]): Promise<unknown[]> {
    return runScript(this.#settings.redis, this.#keysOf(scope), args);
  }

  /**
   * The script's reply, or `undefined` when Redis failed or is known to be down. A reply that
   * comes after the deadline goes to `late`.
   */
  async decide(
    scope: string,
    args: readonly string[],
    context: RateLimitStoreContext,
    late?: (reply: unknown[]) => void,
  ): Promise<unknown[] | undefined> {
    const { timeout, redis } = this.#settings;
    if (this.#stalled || Date.now() < this.#downUntil) return undefined;
    // A connection that was up and is down now is being reconnected in the background: a command
    // would only wait in ioredis's queue for the next attempt, so the call goes on without it.
    if (this.#connectedOnce && redis.status !== 'ready')
      return this.#fail(new Error(`connection ${redis.status}`), context);
    const running = this.run(scope, args);
    try {
      const reply = await withDeadline(running, timeout);
      this.#connectedOnce = true;
      this.#warned = false;
      return reply;
    } catch (error) {
      if (late) running.then(late, () => {});
      const stalled = running.then(
        () => {},
        () => {},
      );
      this.#stalled = stalled;
      void stalled.then(() => {
        if (this.#stalled === stalled) this.#stalled = undefined;
      });
      return this.#fail(error, context);
    }
  }

  /** Stays away from Redis for `retryAfterFailure`, and warns once per outage. */
  #fail(error: unknown, context: RateLimitStoreContext): undefined {
    this.#downUntil = Date.now() + this.#settings.retryAfterFailure;
    if (!this.#warned) {
      this.#warned = true;
      const reason = error instanceof Error ? error.message : String(error);
      context.warn(
        `rate-limit store: Redis failed (${reason}); this process uses its own gate until Redis answers again`,
      );
    }
    return undefined;
  }

  #keysOf(scope: string): readonly string[] {
    const found = this.#keys.get(scope) ?? scopeKeys(this.#settings.prefix, scope);
    this.#keys.set(scope, found);
    return found;
  }
}
