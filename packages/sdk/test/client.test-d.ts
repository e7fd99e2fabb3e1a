import { describe, expectTypeOf, it } from 'vitest';
import {
  type APIError,
  type APIPromise,
  type Category,
  type ErrorCode,
  type InventoryItem,
  type NewPet,
  type Order,
  type Page,
  type PagePromise,
  type Pet,
  type PetListParams,
  type PetStatus,
  PetStore,
  type RateLimitError,
  type RateLimitState,
  type WithResponse,
} from '../src/index';

const client = new PetStore({ apiKey: 'k' });

describe('the public surface is typed from the contract', () => {
  it('returns typed promises of records, pages and nothing', () => {
    expectTypeOf(client.pets.create({ name: 'Rex', categoryId: 1 })).toEqualTypeOf<APIPromise<Pet>>();
    expectTypeOf(client.pets.retrieve(1)).resolves.toEqualTypeOf<Pet>();
    expectTypeOf(client.pets.list()).toEqualTypeOf<PagePromise<Pet>>();
    expectTypeOf(client.pets.list()).resolves.toEqualTypeOf<Page<Pet>>();
    expectTypeOf(client.pets.delete(1)).resolves.toEqualTypeOf<void>();
    expectTypeOf(client.categories.retrieve(1)).resolves.toEqualTypeOf<Category>();
    expectTypeOf(client.store.orders.update(1, { complete: true })).resolves.toEqualTypeOf<Order>();
    expectTypeOf(client.store.orders.cancel(1)).resolves.toEqualTypeOf<void>();
    expectTypeOf(client.store.inventory.list()).toEqualTypeOf<PagePromise<InventoryItem>>();
    expectTypeOf(client.rateLimit).toEqualTypeOf<RateLimitState | undefined>();
  });

  it('iterates items of every page', () => {
    expectTypeOf(client.categories.list()).toMatchTypeOf<AsyncIterable<Category>>();
    expectTypeOf<Page<Pet>['items']>().toEqualTypeOf<readonly Pet[]>();
  });

  it('gives raw access with withResponse()', () => {
    expectTypeOf(client.pets.retrieve(1).withResponse()).resolves.toEqualTypeOf<WithResponse<Pet>>();
    expectTypeOf<WithResponse<Pet>['response']>().toEqualTypeOf<Response>();
  });

  it('takes the contract’s parameter shapes, by their names', () => {
    expectTypeOf(client.pets.create).parameter(0).toEqualTypeOf<NewPet>();
    expectTypeOf(client.pets.list).parameter(0).toEqualTypeOf<PetListParams | undefined>();
    // The fields a user writes, by name: a field added to the contract's NewPet fails here naming
    // it (`… Actual literal string nickname`). Add it to the list (CONTRIBUTING.md, "Adding a
    // field"); the types of the fields are checked below.
    expectTypeOf<keyof NewPet>().toEqualTypeOf<'name' | 'categoryId' | 'status'>();
    expectTypeOf<Pick<NewPet, 'name' | 'categoryId' | 'status'>>().toEqualTypeOf<{
      name: string;
      categoryId: number;
      status?: PetStatus | undefined;
    }>();
    expectTypeOf<PetListParams['status']>().toEqualTypeOf<PetStatus | PetStatus[] | undefined>();
    // @ts-expect-error a required field is missing
    client.pets.create({ name: 'Rex' });
    // @ts-expect-error not a status of the contract
    client.pets.list({ status: 'lost' });
    // @ts-expect-error orders take a quantity
    client.store.orders.create({ petId: 1 });
    // @ts-expect-error inventory updates take only a quantity
    client.store.inventory.update(1, { quantity: 1, status: 'sold' });
  });

  it('types errors with the contract’s codes', () => {
    expectTypeOf<APIError['code']>().toEqualTypeOf<ErrorCode | undefined>();
    expectTypeOf<RateLimitError['retryAfter']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<APIError['headers']>().toEqualTypeOf<Headers>();
  });
});
