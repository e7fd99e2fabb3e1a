import { PetStoreError } from '../errors/petstore-error';
import { APIPromise } from './api-promise';

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
