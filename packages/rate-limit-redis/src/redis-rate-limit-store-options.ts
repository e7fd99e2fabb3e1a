import type { RateLimitStore } from '@petstore/sdk';

/**
 * What the store asks of a `client` of yours: the connection's status and the three commands it
 * sends. An ioredis `Redis` or `Cluster` (5.4 and later) is one. Written out here rather than taken
 * from ioredis's declarations, so that this package's types bring none of ioredis's into a project:
 * one that type-checks its libraries (`skipLibCheck: false`) checks ioredis's only if it imports
 * ioredis itself (docs/many-processes.md, "TypeScript").
 */
export interface RedisRateLimitStoreClient {
  /** The connection's state as ioredis names it; the store measures Redis's clock only when it is `'ready'`. */
  readonly status: string;
  /**
   * Redis's `TIME`.
   * @returns The seconds and the microseconds of Redis's clock.
   */
  time(): Promise<readonly (number | string)[]>;
  /**
   * Redis's `EVALSHA`: runs a script Redis holds by its SHA-1.
   * @param sha1 - The script's SHA-1, in hex.
   * @param numkeys - How many of `args` are keys (they come first).
   * @param args - The keys, then the arguments.
   * @returns The script's reply.
   * @throws The reply error `NOSCRIPT …` when Redis does not hold the script.
   */
  evalsha(sha1: string, numkeys: number, ...args: string[]): Promise<unknown>;
  /**
   * Redis's `EVAL`: runs a script, and keeps it for `EVALSHA`.
   * @param script - The script's text (Lua).
   * @param numkeys - How many of `args` are keys (they come first).
   * @param args - The keys, then the arguments.
   * @returns The script's reply.
   */
  eval(script: string, numkeys: number, ...args: string[]): Promise<unknown>;
}

/** Options of {@link redisRateLimitStore}: `url` or `client`, and the rest optional. */
export interface RedisRateLimitStoreOptions {
  /**
   * Where Redis is, e.g. `redis://127.0.0.1:6379`; the store opens (and `close()` ends) its own
   * connection. Ignored when `client` is given.
   * @default `'redis://127.0.0.1:6379'`
   */
  url?: string | undefined;
  /** An ioredis `Redis` or `Cluster` of yours (any {@link RedisRateLimitStoreClient}); `close()` leaves it open. */
  client?: RedisRateLimitStoreClient | undefined;
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
