import type { OperationSpec } from '@petstore/contract';
import type { ClientOptions, RequestOptions } from '../api/client-options';
import type { RateLimitState } from '../api/rate-limit-state';
import { PetStoreError } from '../errors/petstore-error';
import type { ItemOf, QueryOf, RequestInput, ResponseOf } from '../internal/operation-types';
import { resolveOptions } from '../internal/resolve-options';
import { inMemoryRateLimitStore } from '../rate-limit/in-memory-rate-limit-store';
import { RateLimitGate } from '../rate-limit/rate-limit-gate';
import { CallLoop } from './call-loop';
import { APIPromise, type Page, PagePromise, type WithResponse } from './pagination';

/**
 * The one method of a client that sends a call, for `request` and `requestPage` at the end of this
 * module. Keyed by a symbol that only this module holds, so that the client's public type offers
 * no way to send a row of the contract.
 */
const sendCall = Symbol('sendCall');

/**
 * The client without its resources: the options and every behaviour of a call (validation before
 * sending, the client-wide rate-limit gate, retries, key-safe redirects, deprecation notices,
 * typed errors, hooks). The functions of `@petstore/sdk/functions` take it as their first
 * argument, so that a browser app carries only the operations it calls; `PetStore` is a
 * `PetStoreCore` with every operation as a method.
 *
 * @example
 * ```ts
 * import { PetStoreCore, listPets } from '@petstore/sdk/functions';
 *
 * const core = new PetStoreCore({ apiKey: 'demo-free' });
 * const page = await listPets(core, { status: 'available' });
 * ```
 */
export class PetStoreCore {
  readonly #gate: RateLimitGate;
  readonly #calls: CallLoop;

  /**
   * @param options - Client options; all optional (the key can come from `PETSTORE_API_KEY`).
   * @throws {@link PetStoreError} when there is no API key or an option is out of range.
   */
  constructor(options: ClientOptions = {}) {
    const config = resolveOptions(options);
    const store = options.rateLimitStore ?? inMemoryRateLimitStore();
    this.#gate = new RateLimitGate(store, config.baseUrl, config.apiKey, config.log);
    this.#calls = new CallLoop(config, this.#gate);
  }

  /**
   * The rate-limit state the answers told: the current window (limit, the lowest remaining any of
   * its answers gave, the reset), the quotas the last answer announced, and until when requests
   * are held after a 429 or a ban; `undefined` before the first answer.
   */
  get rateLimit(): RateLimitState | undefined {
    return this.#gate.state;
  }

  /**
   * Sends one call of `operation` (core/call-loop.ts).
   * @internal
   * @param input - A `RequestInput` of `operation`; typed by `request` and `requestPage`, so
   *   that the client's declarations name no internal type.
   * @param walked - For a list: the keys of the pages fetched before this one in the same walk.
   */
  [sendCall](
    operation: OperationSpec,
    input: object,
    options: RequestOptions | undefined,
    walked?: readonly string[],
  ): Promise<WithResponse<unknown>> {
    return this.#calls.send(operation, input, options, walked);
  }
}

/**
 * Refuses a first argument that is not a client, before it fails on a private field: a plain
 * JavaScript caller may pass the query first (`listPets({ limit: 10 })`).
 * @throws {@link PetStoreError} naming the function and what it takes.
 */
function checkCore(core: unknown, operation: OperationSpec): void {
  if (!(core instanceof PetStoreCore))
    throw new PetStoreError(
      `${operation.operationId} takes the client first: a PetStoreCore or a PetStore, then the operation's arguments`,
    );
}

/**
 * Sends one call of `operation` through `core` and resolves to its parsed answer: the one way the
 * functions of `@petstore/sdk/functions` call an operation.
 */
export function request<Op extends OperationSpec>(
  core: PetStoreCore,
  operation: Op,
  input: RequestInput<Op>,
  options: RequestOptions | undefined,
): APIPromise<ResponseOf<Op>> {
  checkCore(core, operation);
  return new APIPromise(core[sendCall](operation, input, options) as Promise<WithResponse<ResponseOf<Op>>>);
}

/**
 * Fetches the first page of a paginated `operation` through `core`; the page knows how to fetch the
 * next one, with the same path parameters and headers (`input`, for a list under a path parameter).
 */
export function requestPage<Op extends OperationSpec>(
  core: PetStoreCore,
  operation: Op,
  query: QueryOf<Op> | undefined,
  options: RequestOptions | undefined,
  input?: Pick<RequestInput<Op>, 'path' | 'headers'>,
): PagePromise<ItemOf<Op>> {
  checkCore(core, operation);
  return new PagePromise(
    core[sendCall](operation, { ...input, query }, options) as Promise<WithResponse<Page<ItemOf<Op>>>>,
  );
}
