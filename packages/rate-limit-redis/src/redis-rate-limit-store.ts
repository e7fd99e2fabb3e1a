import { randomUUID } from 'node:crypto';
import { inMemoryRateLimitStore, type RateLimitStore, type RateLimitStoreContext } from '@petstore/sdk';
import { type Cluster, Redis } from 'ioredis';
import { answerArgs } from './answer-args';
import { readTurn } from './read-turn';
import { runScript } from './run-script';
import { scopeKeys } from './scope-keys';
import { withDeadline } from './with-deadline';

/** Options of {@link redisRateLimitStore}: `url` or `client`, and the rest optional. */
export interface RedisRateLimitStoreOptions {
  /**
   * Where Redis is, e.g. `redis://127.0.0.1:6379`; the store opens (and `close()` ends) its own
   * connection. Ignored when `client` is given.
   * @default `'redis://127.0.0.1:6379'`
   */
  url?: string | undefined;
  /** An ioredis `Redis` or `Cluster` of yours; `close()` leaves it open. */
  client?: Redis | Cluster | undefined;
  /**
   * Start of every key; each key of one API key is then `{prefix}{<hash of the key>}:…`.
   * @default `'petstore:rate-limit:'`
   */
  prefix?: string | undefined;
  /**
   * The longest a call waits on Redis before it falls back to this process's own gate.
   * @unit milliseconds
   * @default 1000
   */
  timeout?: number | undefined;
  /**
   * How long the store stays on its own gate after Redis failed, before it asks Redis again.
   * @unit milliseconds
   * @default 1000
   */
  retryAfterFailure?: number | undefined;
  /**
   * How often a waiting call asks again while another process's request is in flight.
   * @unit milliseconds
   * @default 20
   */
  pollInterval?: number | undefined;
}

/** A {@link RateLimitStore} shared through Redis; `close()` ends the connection it opened. */
export interface RedisRateLimitStore extends RateLimitStore {
  /** Ends the connection the store opened (a `client` passed in stays open). Idempotent. */
  close(): Promise<void>;
}

const localLease = 'local:';

/**
 * A rate-limit store in Redis, so that the clients of many processes (workers, pods, serverless
 * instances) using one API key behave as one client. Each decision is one atomic script run; keys
 * hold a hash of the API key, share one hash slot and expire; a request in flight is a lease that
 * ends by itself if its process dies. When Redis does not answer within `timeout`, calls use this
 * process's own gate (one `logger.warn`) and share again once Redis answers.
 *
 * @param options - `url` or `client`, and the tuning knobs.
 * @returns A store for the SDK's `rateLimitStore` option; call `close()` on shutdown.
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
  const owned = options.client === undefined;
  const redis =
    options.client ??
    new Redis(options.url ?? 'redis://127.0.0.1:6379', {
      maxRetriesPerRequest: 1,
      connectTimeout: options.timeout ?? 1000,
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
  // The store reports failures through the client's logger; ioredis would print each one too.
  if (owned) redis.on('error', () => {});
  const prefix = options.prefix ?? 'petstore:rate-limit:';
  const timeout = options.timeout ?? 1000;
  const retryAfterFailure = options.retryAfterFailure ?? 1000;
  const local = inMemoryRateLimitStore();
  const keys = new Map<string, [string, string]>();
  let downUntil = 0;
  let warned = false;

  const keysOf = (scope: string) => {
    const found = keys.get(scope) ?? scopeKeys(prefix, scope);
    keys.set(scope, found);
    return found;
  };
  /** The script's reply, or `undefined` when Redis failed or is known to be down. */
  const decide = async (scope: string, args: string[], context: RateLimitStoreContext) => {
    if (Date.now() < downUntil) return undefined;
    try {
      const reply = await withDeadline(runScript(redis, keysOf(scope), args), timeout);
      warned = false;
      return reply;
    } catch (error) {
      downUntil = Date.now() + retryAfterFailure;
      if (!warned) {
        warned = true;
        const reason = error instanceof Error ? error.message : String(error);
        context.warn(
          `rate-limit store: Redis failed (${reason}); this process uses its own gate until Redis answers again`,
        );
      }
      return undefined;
    }
  };

  return {
    pollMs: options.pollInterval ?? 20,
    async acquire(scope, now, leaseMs, context) {
      const lease = randomUUID();
      const reply = await decide(scope, ['acquire', String(now), lease, String(leaseMs)], context);
      if (reply) return readTurn(reply, lease);
      const turn = await local.acquire(scope, now, leaseMs, context);
      return turn.lease === undefined ? turn : { ...turn, lease: localLease + turn.lease };
    },
    async release(scope, lease, answer, now, context) {
      // The local gate learns every answer too, so that a fallback starts from what is known.
      if (lease.startsWith(localLease))
        return local.release(scope, lease.slice(localLease.length), answer, now, context);
      local.release(scope, '', answer, now, context);
      await decide(scope, ['release', String(now), lease, ...answerArgs(answer)], context);
    },
    async close() {
      if (!owned || redis.status === 'end') return;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
