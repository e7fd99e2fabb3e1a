import type { Category, InventoryItem, InventoryListParams, Pet, PetListParams } from '@petstore/contract';
import { PetStore, type PetStoreError } from '@petstore/sdk';
import { PetStoreCore } from '@petstore/sdk/functions';
import {
  type InfiniteData,
  InfiniteQueryObserver,
  MutationObserver,
  QueryClient,
  QueryObserver,
} from '@tanstack/query-core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CreatePetVariables,
  type ListPage,
  listPetsQueryOptions,
  petStoreQueries,
  type UpdatePetVariables,
} from '../src/index';

const client = new PetStore({ apiKey: 'k' });
const queries = petStoreQueries(client);
const queryClient = new QueryClient();

describe('the options are typed from the contract', () => {
  it('tag their keys: getQueryData knows the data of a key', () => {
    expectTypeOf(queryClient.getQueryData(queries.pets.list().queryKey)).toEqualTypeOf<
      ListPage<Pet, PetListParams> | undefined
    >();
    expectTypeOf(queryClient.getQueryData(queries.pets.retrieve(1).queryKey)).toEqualTypeOf<
      Pet | undefined
    >();
    expectTypeOf(queryClient.getQueryData(queries.categories.retrieve(1).queryKey)).toEqualTypeOf<
      Category | undefined
    >();
    expectTypeOf(queryClient.getQueryData(queries.store.inventory.listInfinite().queryKey)).toEqualTypeOf<
      InfiniteData<ListPage<InventoryItem, InventoryListParams>, InventoryListParams> | undefined
    >();
  });

  it('fetch the data and the error types of the SDK', () => {
    expectTypeOf(queryClient.fetchQuery(queries.pets.retrieve(1))).resolves.toEqualTypeOf<Pet>();
    expectTypeOf(queryClient.ensureQueryData(queries.store.orders.list())).resolves.toHaveProperty('items');
    const observer = new QueryObserver(queryClient, queries.pets.list({ status: 'sold' }));
    expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<ListPage<Pet, PetListParams> | undefined>();
    expectTypeOf(observer.getCurrentResult().error).toEqualTypeOf<PetStoreError | null>();
    const infinite = new InfiniteQueryObserver(queryClient, queries.pets.listInfinite({ limit: 5 }));
    expectTypeOf(infinite.getCurrentResult().data?.pages).toEqualTypeOf<
      ListPage<Pet, PetListParams>[] | undefined
    >();
    expectTypeOf(infinite.getCurrentResult().error).toEqualTypeOf<PetStoreError | null>();
  });

  it('take the contract’s inputs, and a mutation its variables', () => {
    expectTypeOf(queries.pets.list).parameter(0).toEqualTypeOf<PetListParams | undefined>();
    expectTypeOf(queries.pets.retrieve).parameter(0).toEqualTypeOf<number>();
    // @ts-expect-error an unknown status is no PetStatus
    queries.pets.list({ status: 'lost' });
    const mutation = new MutationObserver(queryClient, queries.pets.create());
    expectTypeOf(mutation.mutate).parameter(0).toEqualTypeOf<CreatePetVariables>();
    expectTypeOf(mutation.mutate({ body: { name: 'Rex', categoryId: 1 } })).resolves.toEqualTypeOf<Pet>();
    expectTypeOf<UpdatePetVariables>().toHaveProperty('petId').toEqualTypeOf<number>();
    expectTypeOf(queries.pets.delete().mutationFn).returns.resolves.toEqualTypeOf<void>();
  });

  it('work with a bare PetStoreCore, as with a PetStore', () => {
    expectTypeOf(listPetsQueryOptions(new PetStoreCore({ apiKey: 'k' })).queryKey).toEqualTypeOf(
      queries.pets.list().queryKey,
    );
  });
});
