import {
  type CategoryListParams,
  headerNames,
  type InventoryListParams,
  type OrderListParams,
  operations,
  type PetListParams,
  pagination,
} from '@petstore/contract';
import { decodeParams, linkRelations } from '@petstore/contract/internal';
import fc from 'fast-check';
import { expect } from 'vitest';
import { expectSuccess } from '../expect-response';
import type { StoreModel } from '../store-model';
import { page, statuses } from './arbitraries';
import { type RealStore, StoreCommand } from './store-command';

/** One list operation with its query. */
export type Listing =
  | { readonly operationId: 'listPets'; readonly query: PetListParams }
  | { readonly operationId: 'listCategories'; readonly query: CategoryListParams }
  | { readonly operationId: 'listOrders'; readonly query: OrderListParams }
  | { readonly operationId: 'listInventory'; readonly query: InventoryListParams };

const asList = <T>(value: T | readonly T[] | undefined): readonly T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value as T];

/** Every record the listing should find, oldest first, before paging. */
function everyMatch(model: StoreModel, listing: Listing): unknown[] {
  switch (listing.operationId) {
    case 'listCategories':
      return model.categories;
    case 'listPets': {
      const { status, categoryId } = listing.query;
      const statuses = asList(status);
      // A pet created without a status matches no status filter (its stock entry reports `available`).
      return model.pets.filter(
        (pet) =>
          (!statuses || (pet.status !== undefined && statuses.includes(pet.status))) &&
          (categoryId === undefined || pet.categoryId === categoryId),
      );
    }
    case 'listOrders': {
      const { complete, petId } = listing.query;
      return model.orders.filter(
        (order) =>
          (complete === undefined || order.complete === complete) &&
          (petId === undefined || order.petId === petId),
      );
    }
    case 'listInventory': {
      const statuses = asList(listing.query.status);
      return model.pets
        .filter((pet) => !statuses || statuses.includes(model.inventoryStatus(pet)))
        .map((pet) => ({
          petId: pet.id,
          quantity: model.stock.get(pet.id),
          status: model.inventoryStatus(pet),
        }));
    }
  }
}

/** The `rel`s of a `Link` header with their URLs. */
function linksOf(header: string | null): Map<string, URL> {
  const links = new Map<string, URL>();
  for (const match of (header ?? '').matchAll(/<([^>]*)>\s*;\s*rel="?([^",;]+)"?/g)) {
    links.set(match[2] as string, new URL(match[1] as string));
  }
  return links;
}

/** A page of a list: its records, `X-Total-Count` and `Link` must agree with the model. */
export class ReadPage extends StoreCommand {
  constructor(readonly listing: Listing) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    // A copy: an interface (the contract's named query types) is no `Record` until spread into one.
    const result = await api.call(this.listing.operationId, { query: { ...this.listing.query } });
    const page = expectSuccess<unknown[]>(result, 200);
    const all = everyMatch(model, this.listing);
    const { limit = pagination.defaultLimit, offset = 0 } = this.listing.query;
    expect(page).toEqual(all.slice(offset, offset + limit));
    expect(result.headers.get(headerNames.totalCount)).toBe(String(all.length));
    const links = linksOf(result.headers.get(headerNames.link));
    expect(links.has(linkRelations.next), 'rel="next"').toBe(offset + limit < all.length);
    expect(links.has(linkRelations.prev), 'rel="prev"').toBe(offset > 0);
    const next = links.get(linkRelations.next);
    if (next) {
      // The next page keeps the filters and page size, and starts where this one ends.
      const schema = operations[this.listing.operationId].query;
      const nextQuery = decodeParams(schema, next.searchParams.entries());
      expect({ limit, ...nextQuery }).toEqual({ ...this.listing.query, limit, offset: offset + limit });
    }
  }

  toString(): string {
    return `${this.listing.operationId}(${JSON.stringify(this.listing.query)})`;
  }
}

const listing: fc.Arbitrary<Listing> = fc.oneof(
  fc
    .record({ ...page, status: statuses, categoryId: fc.integer({ min: 1, max: 4 }) }, { requiredKeys: [] })
    .map((query): Listing => ({ operationId: 'listPets', query })),
  fc.record(page, { requiredKeys: [] }).map((query): Listing => ({ operationId: 'listCategories', query })),
  fc
    .record({ ...page, complete: fc.boolean(), petId: fc.integer({ min: 1, max: 8 }) }, { requiredKeys: [] })
    .map((query): Listing => ({ operationId: 'listOrders', query })),
  fc
    .record({ ...page, status: statuses }, { requiredKeys: [] })
    .map((query): Listing => ({ operationId: 'listInventory', query })),
);

/** The command that reads a page of any list operation. */
export const pageCommands: fc.Arbitrary<StoreCommand>[] = [listing.map((query) => new ReadPage(query))];
