import { headerNames } from '@petstore/contract';
import { linkRelations } from '@petstore/contract/internal';
import type { RateLimitState } from '../api/rate-limit-state';
import { PetStoreError } from '../errors/petstore-error';
import { ResponseValidationError } from '../errors/response-validation-error';
import type { PreparedCall } from '../internal/prepare-call';
import { parseLinkHeader } from '../internal/read-answer';

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

/**
 * One page of a list: its items, the total across pages, and the way to the next page (the
 * service's `Link rel="next"`). Iterating a page with `for await` walks every item of it and of
 * every following page.
 *
 * @example
 * ```ts
 * let page = await client.pets.list({ limit: 10 });
 * console.log(page.items.length, 'of', page.total);
 * while (page.hasNextPage()) page = await page.getNextPage();
 * ```
 */
export class Page<T> implements AsyncIterable<T> {
  /** The items of this page. */
  readonly items: readonly T[];
  /** How many items match the query across all pages, from `X-Total-Count`. */
  readonly total: number | undefined;
  readonly #next: (() => PagePromise<T>) | undefined;

  /**
   * @param items - The items of this page.
   * @param total - The total across pages, when the service tells it.
   * @param next - Fetches the next page; `undefined` on the last page.
   */
  constructor(items: readonly T[], total: number | undefined, next: (() => PagePromise<T>) | undefined) {
    this.items = items;
    this.total = total;
    this.#next = next;
  }

  /** Whether the service announced a next page. */
  hasNextPage(): boolean {
    return this.#next !== undefined;
  }

  /**
   * Fetches the next page, with the same query and request options.
   * @throws {@link PetStoreError} when there is no next page (check {@link Page.hasNextPage} first).
   */
  getNextPage(): PagePromise<T> {
    if (!this.#next) throw new PetStoreError('This is the last page; check hasNextPage() first');
    return this.#next();
  }

  /** This page and every following one, fetched as the loop asks for them. */
  async *iterPages(): AsyncGenerator<Page<T>, void, undefined> {
    let page: Page<T> = this;
    yield page;
    while (page.hasNextPage()) {
      page = await page.getNextPage();
      yield page;
    }
  }

  /** Every item of this page and of every following page. */
  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for await (const page of this.iterPages()) yield* page.items;
  }
}

/**
 * What `list` returns: await it for the first page, or iterate it with `for await` for every item
 * of every page.
 *
 * @example
 * ```ts
 * for await (const pet of client.pets.list({ status: 'available' })) console.log(pet.name);
 * ```
 */
export class PagePromise<T> extends APIPromise<Page<T>> implements AsyncIterable<T> {
  /** Every item of every page, starting with the first. */
  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    yield* await this;
  }
}

/**
 * The query of a page in a form where the order of its parameters does not matter, so that a
 * `next` link back to a page already fetched is recognised however the service wrote it.
 */
function pageKey(search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

/** The query of a `next` link, read against the call's URL; `null` when the link is no URL. */
function searchOf(link: string, base: string): string | null {
  try {
    return new URL(link, base).searchParams.toString();
  } catch {
    return null;
  }
}

/** The pages walked before a first page: none (one list for every call, not one made per call). */
export const noPages: readonly string[] = [];

/**
 * Sends the page of the same walk whose query is `search`, after the pages whose keys are `walked`:
 * the call loop, handed in so that this module needs nothing of it.
 */
export type FetchPage = (search: string, walked: readonly string[]) => Promise<WithResponse<unknown>>;

/**
 * A page of a list, which knows how to fetch the next page of the same walk. Only the query of the
 * next link is used: the path comes from the contract and the call's path parameters (a list under
 * `/pets/{petId}` stays under the same pet), and the origin from baseUrl, so a link that points
 * elsewhere never receives the key.
 * @param call - The call that fetched this page: its URL reads a relative link, its query is this page's key.
 * @param walked - The keys (see pageKey) of the pages fetched before this one in the same walk.
 */
export function pageOf(
  call: PreparedCall,
  headers: Headers,
  items: readonly unknown[],
  walked: readonly string[],
  fetchPage: FetchPage,
): Page<unknown> {
  const next = parseLinkHeader(headers.get(headerNames.link)).get(linkRelations.next);
  const search = next === undefined ? undefined : searchOf(next, call.url);
  const total = Number(headers.get(headerNames.totalCount) ?? Number.NaN);
  let fetchNext: (() => PagePromise<unknown>) | undefined;
  if (search !== undefined) {
    const pages = [...walked, pageKey(call.search)];
    // A link back to a page of this walk would make `for await` loop forever; one that is no
    // URL leads nowhere: both fail the next page, typed, instead of the page that named them.
    const refusal =
      search === null
        ? 'is no URL'
        : pages.includes(pageKey(search))
          ? 'leads back to an earlier page'
          : undefined;
    fetchNext = refusal
      ? () => {
          const loop = new ResponseValidationError(call.operation.operationId, [
            { path: 'header.link', message: refusal },
          ]);
          return new PagePromise(Promise.reject(loop));
        }
      : () => new PagePromise(fetchPage(search as string, pages) as Promise<WithResponse<Page<unknown>>>);
  }
  return new Page(items, Number.isFinite(total) ? total : undefined, fetchNext);
}
