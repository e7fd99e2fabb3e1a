import type { PetStoreError } from '../errors/petstore-error';
import type { DeprecationInfo } from './deprecation-info';

/** What every hook receives about the call it observes. */
export interface HookEvent {
  /** The operation the call runs, e.g. `listPets`. */
  readonly operationId: string;
  /**
   * An object of this hook's own for this call: what it stores in one hook it finds in the next
   * (a span, a start time). Each hook object gets its own; nothing else reads it.
   */
  readonly context: Record<PropertyKey, unknown>;
}

/** A call starts: before it waits at the rate-limit gate or sends anything. */
export interface CallEvent extends HookEvent {
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The path template, e.g. `/pets/{petId}`. */
  readonly pathTemplate: string;
}

/** One attempt, about to be sent. */
export interface RequestEvent extends HookEvent {
  /** 1 for the first attempt, 2 for the first retry, … */
  readonly attempt: number;
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full URL. */
  readonly url: string;
  /**
   * The request's headers, the API key masked. Headers a hook sets or appends here are sent too
   * (a `traceparent`, say); the API key cannot be changed this way.
   */
  readonly headers: Headers;
}

/** The answer to one attempt, whatever its status. */
export interface ResponseEvent extends HookEvent {
  /** The attempt it answers. */
  readonly attempt: number;
  /** The HTTP status. */
  readonly status: number;
  /** The answer's headers. */
  readonly headers: Headers;
}

/** An attempt failed and the call will try again after `delayMs`. */
export interface RetryEvent extends HookEvent {
  /** The attempt that failed. */
  readonly attempt: number;
  /** Why it failed: the typed error of that attempt. */
  readonly reason: PetStoreError;
  /** How long the call waits before the next attempt. @unit milliseconds */
  readonly delayMs: number;
}

/** The call waits because of the rate limit. */
export interface RateLimitWaitEvent extends HookEvent {
  /** How long. @unit milliseconds */
  readonly ms: number;
  /**
   * Why: `'gate'` (the quota is spent until its reset, or a request ahead is learning the window),
   * `'retry-after'` (a 429's `Retry-After`), or `'ban'` (the key is banned).
   */
  readonly reason: 'gate' | 'retry-after' | 'ban';
}

/** The call answered a deprecated operation. */
export interface DeprecationEvent extends HookEvent {
  /** What the answer and the contract say about the deprecation. */
  readonly info: DeprecationInfo;
}

/** The call succeeded. */
export interface SuccessEvent extends HookEvent {
  /** The status of the answer. */
  readonly status: number;
  /** How many attempts it took. */
  readonly attempts: number;
}

/**
 * The call failed for good: what it throws. (Not `ErrorEvent`, which would hide the DOM's own
 * `ErrorEvent` wherever it is imported.)
 */
export interface FailureEvent extends HookEvent {
  /** The typed error the call rejects with. */
  readonly error: PetStoreError;
  /** How many attempts were sent (0 when none was, e.g. a `ValidationError`). */
  readonly attempts: number;
}

/**
 * Callbacks that observe every call of a client: its start, each attempt and answer, each retry
 * and wait, a deprecation, and how it ended. Every callback is optional. Each call runs
 * `onCall` once, then ends with exactly one of `onSuccess` and `onError`.
 *
 * A hook never breaks the call, whatever it does: when it throws, returns a promise or thenable
 * that rejects (an `APIPromise` of this client's own failing call, a promise of another realm),
 * returns a thenable whose `then` throws, is not a function, or is a getter that throws, the error
 * goes to `logger.error` and the call goes on. Nothing waits for what a hook returns, so one that
 * never settles holds nothing up. Hooks run synchronously, in the order given; keep them quick,
 * they run on every attempt.
 *
 * @example
 * ```ts
 * import { PetStore, type PetStoreHooks } from '@petstore/sdk';
 *
 * const timing: PetStoreHooks = {
 *   onCall: ({ context }) => {
 *     context.start = performance.now();
 *   },
 *   onRetry: ({ operationId, attempt, delayMs }) =>
 *     console.log(`${operationId}: attempt ${attempt} failed, again in ${delayMs} ms`),
 *   onSuccess: ({ operationId, attempts, context }) =>
 *     console.log(`${operationId}: ${attempts} attempt(s), ${performance.now() - Number(context.start)} ms`),
 * };
 * const client = new PetStore({ apiKey: 'demo-free', hooks: [timing] });
 * ```
 */
export interface PetStoreHooks {
  /** A call starts, before the rate-limit gate. */
  onCall?(event: CallEvent): void;
  /** An attempt is about to be sent; may add headers. */
  onRequest?(event: RequestEvent): void;
  /** An attempt was answered (any status). */
  onResponse?(event: ResponseEvent): void;
  /** An attempt failed and will be retried. */
  onRetry?(event: RetryEvent): void;
  /** The call waits for the rate limit. */
  onRateLimitWait?(event: RateLimitWaitEvent): void;
  /** The call's operation is deprecated (on every call, unlike the once-per-client warning). */
  onDeprecation?(event: DeprecationEvent): void;
  /** The call succeeded. */
  onSuccess?(event: SuccessEvent): void;
  /** The call failed with this final typed error. */
  onError?(event: FailureEvent): void;
}
