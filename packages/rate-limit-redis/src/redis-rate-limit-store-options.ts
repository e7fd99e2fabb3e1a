import type { RateLimitStore } from '@petstore/sdk';
import type { Cluster, Redis } from 'ioredis';

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
