import { headerNames } from '@petstore/contract';
import type { RateLimitState } from '../api/rate-limit-state';

/** The parsed data of a call together with the HTTP answer it came from. */
export interface WithResponse<T> {
  /** What the call resolves to. */
  readonly data: T;
  /** The final HTTP response (its body is already read). */
  readonly response: Response;
  /** The response's `X-Request-Id`, for support requests. */
  readonly requestId: string | undefined;
  /** The client's rate-limit state right after this answer. */
  readonly rateLimit: RateLimitState | undefined;
}

/**
 * What every method returns: a promise of the parsed data that also gives raw access to the HTTP
 * answer through {@link APIPromise.withResponse}.
 *
 * @example
 * ```ts
 * const pet = await client.pets.create({ name: 'Rex', categoryId: 1 });
 * const { data, response, rateLimit } = await client.pets.create({ name: 'Kit', categoryId: 1 }).withResponse();
 * ```
 */
export class APIPromise<T> implements PromiseLike<T> {
  readonly #result: Promise<WithResponse<T>>;

  /** @param result - The call in flight. */
  constructor(result: Promise<WithResponse<T>>) {
    this.#result = result;
  }

  /** Resolves to the data together with the `Response`, its request id and the rate-limit state. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#result;
  }

  /** @inheritDoc */
  // biome-ignore lint/suspicious/noThenProperty: this object is a promise by design.
  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    // One step from the answer to the caller's callback: awaiting a call pays for no other promise.
    return this.#result.then(
      // A callback that is not a function is ignored, as `Promise.prototype.then` ignores it.
      typeof onFulfilled === 'function'
        ? ({ data }) => onFulfilled(data)
        : ({ data }) => data as unknown as A,
      onRejected,
    );
  }

  /** Handles a failure of the call, as `Promise.prototype.catch`. */
  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.then(undefined, onRejected);
  }

  /** Runs when the call settles, as `Promise.prototype.finally`. */
  finally(onFinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onFinally);
  }

  /** @returns `'APIPromise'`. */
  get [Symbol.toStringTag](): string {
    return 'APIPromise';
  }
}

/**
 * What a call resolved to. The request id and the rate-limit state are read when asked for: every
 * answer takes them, few are looked at. A class, not an object literal with getters, which V8
 * builds through its runtime (bench/README.md, "Where an SDK call's time goes").
 */
export class CallResult<T> implements WithResponse<T> {
  readonly #rateLimit: () => RateLimitState | undefined;

  constructor(
    readonly data: T,
    readonly response: Response,
    rateLimit: () => RateLimitState | undefined,
  ) {
    this.#rateLimit = rateLimit;
  }

  get requestId(): string | undefined {
    return this.response.headers.get(headerNames.requestId) ?? undefined;
  }

  get rateLimit(): RateLimitState | undefined {
    return this.#rateLimit();
  }
}
