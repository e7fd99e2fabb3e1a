import { randomUUID } from 'node:crypto';
import {
  type ClientInstant,
  PetStoreError,
  type RateLimitAnswer,
  type RateLimitStoreContext,
  type RateLimitTurn,
} from '@petstore/sdk';
import { Redis } from 'ioredis';
import { answerArgs } from './answer-args';
import { FleetFallback } from './fleet-fallback';
import { fleetSizeOf, readTurn } from './read-turn';
import { onRedisClock, RedisClock } from './redis-clock';
import type { RedisRateLimitStore, RedisRateLimitStoreOptions } from './redis-rate-limit-store-options';
import { SharedDecisions } from './shared-decisions';

const localLease = 'local:';

/** `url` with whatever stands between `//` and the last `@` (user and password) masked. */
function withoutCredentials(url: string): string {
  const start = url.indexOf('//');
  const at = url.lastIndexOf('@');
  return start === -1 || at < start ? url : `${url.slice(0, start + 2)}***${url.slice(at)}`;
}

function connect(url: string, timeout: number): Redis {
  try {
    return new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: timeout,
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
  } catch (error) {
    // ioredis throws the URL parser's TypeError, whose `input` holds the password; neither it nor
    // the URL as given may reach a log.
    if (error instanceof TypeError)
      throw new PetStoreError(`redisRateLimitStore: "${withoutCredentials(url)}" is not a Redis URL`);
    throw error;
  }
}

/** What the store's decisions share: Redis, this process's own gate, Redis's clock, this member. */
interface Parts {
  readonly shared: SharedDecisions;
  readonly fallback: FleetFallback;
  readonly clock: RedisClock;
  /** Counted once by Redis however many clients of this process share the store. */
  readonly member: string;
  readonly retryAfterFailure: number;
}

/** A turn from Redis, or from this process's own gate while Redis fails. */
async function acquire(
  { shared, fallback, clock, member, retryAfterFailure }: Parts,
  scope: string,
  now: ClientInstant,
  leaseMs: number,
  context: RateLimitStoreContext,
): Promise<RateLimitTurn> {
  const lease = randomUUID();
  const offset = clock.offset(context.clock);
  const redisNow = String(onRedisClock(now, offset));
  // A turn Redis granted after the call stopped waiting would hold a slot for a whole lease.
  const giveBack = (reply: unknown[]) => {
    if (Number(reply[0]) === 0) shared.run(scope, ['release', redisNow, lease, '0']).catch(() => {});
  };
  const reply = await shared.decide(
    scope,
    ['acquire', redisNow, lease, String(leaseMs), member],
    context,
    giveBack,
  );
  if (reply) {
    const turn = readTurn(reply, lease, offset);
    fallback.observeShared(scope, turn.record, fleetSizeOf(reply), now);
    return turn;
  }
  const turn = await fallback.acquire(scope, now, leaseMs, context);
  if (turn.lease !== undefined) return { ...turn, lease: localLease + turn.lease };
  // Asked again once Redis may be back, so that a long wait of the fallback ends with the outage.
  return turn.waitMs === undefined ? turn : { ...turn, waitMs: Math.min(turn.waitMs, retryAfterFailure) };
}

/** Ends a turn and learns from its answer, in Redis and in this process's own gate. */
async function release(
  { shared, fallback, clock }: Parts,
  scope: string,
  lease: string,
  answer: RateLimitAnswer | undefined,
  now: ClientInstant,
  context: RateLimitStoreContext,
): Promise<void> {
  const offset = clock.offset(context.clock);
  // The fallback learns every answer too, so that it starts from what is known.
  if (lease.startsWith(localLease))
    return fallback.release(scope, lease.slice(localLease.length), answer, now, context);
  await fallback.release(scope, undefined, answer, now, context);
  await shared.decide(
    scope,
    ['release', String(onRedisClock(now, offset)), lease, ...answerArgs(answer, offset)],
    context,
  );
}

/**
 * A rate-limit store in Redis, so that the clients of many processes (workers, pods, serverless
 * instances) using one API key behave as one client. Each decision is one atomic script run; keys
 * hold a hash of the API key, share one hash slot and expire; a request in flight is a lease that
 * ends by itself if its process dies. When Redis does not answer within `timeout`, calls use this
 * process's own gate (one `logger.warn`) and share again once Redis answers.
 *
 * @param options - `url` or `client`, and the tuning knobs.
 * @returns A store for the SDK's `rateLimitStore` option; call `close()` on shutdown.
 * @throws {PetStoreError} when `url` cannot be read as a URL (its user and password masked).
 * @example
 * ```ts
 * import { PetStore } from '@petstore/sdk';
 * import { redisRateLimitStore } from '@petstore/rate-limit-redis';
 *
 * const rateLimitStore = redisRateLimitStore({ url: process.env.REDIS_URL });
 * const client = new PetStore({ apiKey: process.env.PETSTORE_API_KEY, rateLimitStore });
 * process.once('SIGTERM', () => rateLimitStore.close());
 * ```
 */
export function redisRateLimitStore(options: RedisRateLimitStoreOptions = {}): RedisRateLimitStore {
  // The connection the store opens, ends and silences; a client passed in is the user's to manage.
  const owned =
    options.client === undefined
      ? connect(options.url ?? 'redis://127.0.0.1:6379', options.timeout ?? 1000)
      : undefined;
  const redis = options.client ?? (owned as Redis);
  // The store reports failures through the client's logger; ioredis would print each one too.
  owned?.on('error', () => {});
  const retryAfterFailure = options.retryAfterFailure ?? 1000;
  const parts: Parts = {
    shared: new SharedDecisions({
      redis,
      prefix: options.prefix ?? 'petstore:rate-limit:',
      timeout: options.timeout ?? 1000,
      retryAfterFailure,
    }),
    fallback: new FleetFallback(),
    clock: new RedisClock(redis),
    member: randomUUID(),
    retryAfterFailure,
  };
  return {
    pollMs: options.pollInterval ?? 20,
    acquire: (scope, now, leaseMs, context) => acquire(parts, scope, now, leaseMs, context),
    release: (scope, lease, answer, now, context) => release(parts, scope, lease, answer, now, context),
    async close() {
      if (!owned || owned.status === 'end') return;
      await owned.quit().catch(() => owned.disconnect());
    },
  };
}
