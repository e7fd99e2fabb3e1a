import type { DeprecationInfo } from './deprecation-info';
import type { PetStoreHooks } from './hooks';
import type { Logger, LogLevel } from './logger';
import type { RateLimitStore } from './rate-limit-store';

/** Options of `PetStore` and `PetStoreCore`. Every one is optional. */
export interface ClientOptions {
  /**
   * The API key, sent as `X-API-Key`. When omitted, the client reads the `PETSTORE_API_KEY`
   * environment variable where there is an environment (Node, Deno, Bun); in browsers pass it.
   * The key never appears in error messages, logs or the enumerable fields of thrown errors.
   *
   * @example
   * ```ts
   * new PetStore({ apiKey: 'demo-free' });
   * ```
   */
  apiKey?: string | undefined;

  /**
   * Where the service is.
   *
   * @default `'http://127.0.0.1:4010'` (the reference mock's address, `service.defaultBaseUrl`)
   * @example
   * ```ts
   * new PetStore({ baseUrl: 'https://api.petstore.example/v1' });
   * ```
   */
  baseUrl?: string | undefined;

  /**
   * How long one attempt may take, from sending the request to the last byte of the response body,
   * before it fails with `APITimeoutError` (and is retried when safe).
   *
   * @unit milliseconds
   * @default 30_000
   * @example
   * ```ts
   * new PetStore({ timeout: 5_000 });
   * ```
   */
  timeout?: number | undefined;

  /**
   * How many times a failed request is retried: 429, 408, 5xx, timeouts and connection errors, for
   * every method (a call that changes something carries an `Idempotency-Key`). `0` disables.
   *
   * @default 3
   * @example
   * ```ts
   * new PetStore({ maxRetries: 0 });
   * ```
   */
  maxRetries?: number | undefined;

  /**
   * The longest `Retry-After` the client waits out. A longer one is not waited (nor shortened):
   * the call throws `RateLimitError` at once with `retryAfter`, and the client holds its other
   * requests until then.
   *
   * @unit seconds
   * @default 60
   * @example
   * ```ts
   * new PetStore({ maxRetryAfter: 10 });
   * ```
   */
  maxRetryAfter?: number | undefined;

  /**
   * The fetch implementation, for instance to add a proxy agent or to record requests in tests.
   * Each attempt must settle within `timeout` (or ends in `APITimeoutError`); one that resolves to
   * something other than a `Response` fails the call with a `PetStoreError`, not retried. The SDK
   * checks the call's `signal` itself before handing a request over, so a fetch that ignores it
   * never sends a cancelled call.
   *
   * @default `globalThis.fetch`
   * @example
   * ```ts
   * new PetStore({ fetch: (input, init) => fetch(input, { ...init, keepalive: true }) });
   * ```
   */
  fetch?: typeof globalThis.fetch | undefined;

  /**
   * Headers sent with every request, after the client's own; per-call `headers` override them.
   *
   * @example
   * ```ts
   * new PetStore({ headers: { 'User-Agent': 'my-app/1.0' } });
   * ```
   */
  headers?: Readonly<Record<string, string>> | undefined;

  /**
   * Where the client writes deprecation notices, retries and (at `debug`) every request. Lines
   * start with `[petstore]`. A logger method that throws or rejects loses its line, never the call.
   *
   * @default `console`
   * @example
   * ```ts
   * new PetStore({ logger: myLogger });
   * ```
   */
  logger?: Logger | undefined;

  /**
   * The least severe level written to `logger`: `'debug'`, `'info'`, `'warn'` (default),
   * `'error'` or `'off'`.
   *
   * @default 'warn'
   * @example
   * ```ts
   * new PetStore({ logLevel: 'info' }); // also log retries and rate-limit waits
   * ```
   */
  logLevel?: LogLevel | undefined;

  /**
   * Called once per operation the first time this client calls a deprecated operation, with its
   * sunset date and migration guide. Called even when `deprecationWarnings` is `false`. When it
   * throws or returns a promise that rejects, the error goes to `logger.error`, never to the call.
   *
   * @example
   * ```ts
   * new PetStore({ onDeprecation: (info) => metrics.count('deprecated', info.operationId) });
   * ```
   */
  onDeprecation?: ((info: DeprecationInfo) => void) | undefined;

  /**
   * Whether deprecation notices go to `logger.warn` (once per operation per client). `false`
   * silences them; `onDeprecation` still runs.
   *
   * @default true
   * @example
   * ```ts
   * new PetStore({ deprecationWarnings: false });
   * ```
   */
  deprecationWarnings?: boolean | undefined;

  /**
   * Observers of every call: its start, each attempt and answer, each retry and rate-limit wait,
   * a deprecation, and how it ended ({@link PetStoreHooks}). A hook that throws, rejects or returns
   * anything else is reported to `logger.error` and never breaks the call. `openTelemetry()` of
   * `@petstore/opentelemetry` is one.
   *
   * @default `[]`
   * @example
   * ```ts
   * new PetStore({
   *   hooks: [{ onRetry: ({ operationId, attempt, reason }) => console.warn(operationId, attempt, reason.message) }],
   * });
   * ```
   */
  hooks?: readonly PetStoreHooks[] | undefined;

  /**
   * Whether successful responses are checked against the contract's schemas. Unknown fields are
   * tolerated (and dropped); a wrong type throws `ResponseValidationError`.
   *
   * @default false
   * @example
   * ```ts
   * new PetStore({ validateResponses: true });
   * ```
   */
  validateResponses?: boolean | undefined;

  /**
   * Where the client keeps its rate-limit state and its requests in flight. Clients that share a
   * store and an API key behave as one client: after a 429 or a ban none sends before the
   * `Retry-After` moment, their requests in flight together count against
   * `X-RateLimit-Remaining`, and an answer from an older window never overrides a newer one. Share
   * one across processes with `redisRateLimitStore` of `@petstore/rate-limit-redis` (see
   * docs/many-processes.md). What the client does with a store that misbehaves is on
   * {@link RateLimitStore}.
   *
   * @default a new {@link inMemoryRateLimitStore} per client
   * @example
   * ```ts
   * import { redisRateLimitStore } from '@petstore/rate-limit-redis';
   *
   * const rateLimitStore = redisRateLimitStore({ url: process.env.REDIS_URL });
   * const client = new PetStore({ apiKey, rateLimitStore });
   * // on shutdown
   * await rateLimitStore.close();
   * ```
   */
  rateLimitStore?: RateLimitStore | undefined;
}

/** Options of one call; each overrides the client's option of the same name. */
export interface RequestOptions {
  /**
   * Aborts the call (while it waits or while in flight) with `APIUserAbortError`.
   *
   * @example
   * ```ts
   * await client.pets.list({}, { signal: AbortSignal.timeout(2_000) });
   * ```
   */
  signal?: AbortSignal | undefined;

  /**
   * How long one attempt may take, response body included: 1 to 2147483647 (the longest timer);
   * another value throws `ValidationError` (`options.timeout`) before anything is sent.
   *
   * @unit milliseconds
   * @example
   * ```ts
   * await client.pets.list({}, { timeout: 1_000 });
   * ```
   */
  timeout?: number | undefined;

  /**
   * How many times this call is retried: a whole number from 0 to 100; another value throws
   * `ValidationError` (`options.maxRetries`) before anything is sent.
   *
   * @example
   * ```ts
   * await client.store.orders.create({ petId: 1, quantity: 1 }, { maxRetries: 0 });
   * ```
   */
  maxRetries?: number | undefined;

  /**
   * Headers of this call, sent after the client's.
   *
   * @example
   * ```ts
   * await client.pets.list({}, { headers: { 'X-Trace': 'abc' } });
   * ```
   */
  headers?: Readonly<Record<string, string>> | undefined;

  /**
   * The `Idempotency-Key` of this call. Every method that changes something sends a random one by
   * default and keeps it across its retries; pass your own to make a retry of your own code safe
   * too. Visible ASCII only, at most 255 characters.
   *
   * @example
   * ```ts
   * await client.store.orders.create({ petId: 1, quantity: 1 }, { idempotencyKey: cartId });
   * ```
   */
  idempotencyKey?: string | undefined;
}
