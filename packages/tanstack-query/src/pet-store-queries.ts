// Written by `pnpm generate` (packages/tanstack-query/scripts/generate-queries.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.
import type {
  Category,
  CategoryListParams,
  InventoryItem,
  InventoryListParams,
  Order,
  OrderListParams,
  Pet,
  PetListParams,
} from '@petstore/contract';
import type { PetStoreCore } from '@petstore/sdk/functions';
import type {
  KeyInputs,
  ListPage,
  PetStoreInfiniteQueryOptions,
  PetStoreMutationOptions,
  PetStoreQueryOptions,
} from './api/options';
import type {
  CancelOrderVariables,
  CreateCategoryVariables,
  CreatePetVariables,
  DeletePetVariables,
  PlaceOrderVariables,
  UpdateInventoryVariables,
  UpdateOrderVariables,
  UpdatePetVariables,
} from './operations/index';
import {
  cancelOrderMutationOptions,
  createCategoryMutationOptions,
  createPetMutationOptions,
  deletePetMutationOptions,
  getCategoryQueryOptions,
  getInventoryItemQueryOptions,
  getOrderQueryOptions,
  getPetByIdQueryOptions,
  listCategoriesInfiniteQueryOptions,
  listCategoriesQueryOptions,
  listInventoryInfiniteQueryOptions,
  listInventoryQueryOptions,
  listOrdersInfiniteQueryOptions,
  listOrdersQueryOptions,
  listPetsInfiniteQueryOptions,
  listPetsQueryOptions,
  placeOrderMutationOptions,
  updateInventoryMutationOptions,
  updateOrderMutationOptions,
  updatePetMutationOptions,
} from './operations/index';

/**
 * The Pet Store: query, infinite query and mutation options of every operation, by the client's
 * method names.
 *
 * @example
 * ```ts
 * const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));
 * const key = queries.key;
 * ```
 */
export interface PetStoreQueries {
  /**
   * The key prefix of every query of the package: `queryClient.invalidateQueries({ queryKey:
   * queries.key })`.
   */
  readonly key: readonly ['petstore'];
  /** Pets of the store: create, list, change and remove them. */
  readonly pets: PetsQueries;

  /** Kinds of animal that pets belong to. */
  readonly categories: CategoriesQueries;

  /** The store: `client.store.orders` and `client.store.inventory`. */
  readonly store: StoreQueries;
}

/**
 * Pets of the store: create, list, change and remove them: query, infinite query and mutation
 * options of `client.pets`, by the client's method names.
 *
 * @example
 * ```ts
 * const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));
 * const options = queries.pets.list({ status: 'available' });
 * ```
 */
export interface PetsQueries {
  /**
   * The key prefix of every query of `queries.pets`: `queryClient.invalidateQueries({ queryKey:
   * queries.pets.key })`.
   */
  readonly key: readonly ['petstore', 'pets'];
  /**
   * Query options of `GET /pets`, sent by `listPets` of `@petstore/sdk/functions`
   * (`client.pets.list`).
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   *
   * @param query - `PetListParams`: filters of `listPets` (by status, one or several, and category)
   * and paging.
   * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
   * and `ensureQueryData`.
   * @example
   * ```ts
   * const { data, error } = useQuery(queries.pets.list({ status: 'available' }));
   * ```
   */
  list(
    query?: PetListParams,
  ): PetStoreQueryOptions<
    ListPage<Pet, PetListParams>,
    readonly ['petstore', 'pets', 'listPets', KeyInputs<PetListParams>]
  >;

  /**
   * Infinite query options of `GET /pets`, sent by `listPets` of `@petstore/sdk/functions`
   * (`client.pets.list`), one page after another as the service's `Link rel="next"` leads.
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   *
   * @param query - `PetListParams`: filters of `listPets` (by status, one or several, and category)
   * and paging. The first page; the next pages follow the service's links.
   * @returns Options for `useInfiniteQuery` and `fetchInfiniteQuery`.
   * @example
   * ```ts
   * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(queries.pets.listInfinite({ status: 'available' }));
   * const items = data?.pages.flatMap((page) => page.items);
   * ```
   */
  listInfinite(
    query?: PetListParams,
  ): PetStoreInfiniteQueryOptions<
    Pet,
    PetListParams,
    readonly ['petstore', 'pets', 'listPets', KeyInputs<PetListParams>, 'infinite']
  >;

  /**
   * Mutation options of `POST /pets`, sent by `createPet` of `@petstore/sdk/functions`
   * (`client.pets.create`).
   * On success it invalidates what the write can change (its `changes` in the contract): every
   * `listPets` query, every `getPetById` query, every `listInventory` query, every
   * `getInventoryItem` query.
   *
   * @returns Options for `useMutation`.
   * @example
   * ```ts
   * const { mutate } = useMutation(queries.pets.create());
   * mutate({ body: { name: 'Rex', categoryId: 1 } });
   * ```
   */
  create(): PetStoreMutationOptions<Pet, CreatePetVariables>;

  /**
   * Query options of `GET /pets/{petId}`, sent by `getPetById` of `@petstore/sdk/functions`
   * (`client.pets.retrieve`).
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   *
   * @deprecated Since 2026-01-01; sunset 2027-06-30, after which the service answers 410
   * `endpoint_sunset`. Keep the Pet that createPet and updatePet return, or find it with listPets
   * (filtered by category or status). The SDK throws that answer as `GoneError`, and reports the
   * first call once (`logger.warn`, `onDeprecation`).
   * @param petId - ID of the pet.
   * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
   * and `ensureQueryData`.
   * @example
   * ```ts
   * const { data, error } = useQuery(queries.pets.retrieve(1));
   * ```
   */
  retrieve(petId: number): PetStoreQueryOptions<Pet, readonly ['petstore', 'pets', 'getPetById', KeyInputs]>;

  /**
   * Mutation options of `PATCH /pets/{petId}`, sent by `updatePet` of `@petstore/sdk/functions`
   * (`client.pets.update`).
   * On success it invalidates what the write can change (its `changes` in the contract): every
   * `listPets` query, the `getPetById` query of the same `petId`, every `listInventory` query, the
   * `getInventoryItem` query of the same `petId`.
   *
   * @returns Options for `useMutation`.
   * @example
   * ```ts
   * const { mutate } = useMutation(queries.pets.update());
   * mutate({ petId: 1, body: { name: 'Rex' } });
   * ```
   */
  update(): PetStoreMutationOptions<Pet, UpdatePetVariables>;

  /**
   * Mutation options of `DELETE /pets/{petId}`, sent by `deletePet` of `@petstore/sdk/functions`
   * (`client.pets.delete`).
   * On success it invalidates what the write can change (its `changes` in the contract): every
   * `listPets` query, the `getPetById` query of the same `petId`, every `listInventory` query, the
   * `getInventoryItem` query of the same `petId`.
   *
   * @returns Options for `useMutation`.
   * @example
   * ```ts
   * const { mutate } = useMutation(queries.pets.delete());
   * mutate({ petId: 1 });
   * ```
   */
  delete(): PetStoreMutationOptions<void, DeletePetVariables>;
}

/**
 * Kinds of animal that pets belong to: query, infinite query and mutation options of
 * `client.categories`, by the client's method names.
 *
 * @example
 * ```ts
 * const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));
 * const options = queries.categories.list({ limit: 20 });
 * ```
 */
export interface CategoriesQueries {
  /**
   * The key prefix of every query of `queries.categories`: `queryClient.invalidateQueries({
   * queryKey: queries.categories.key })`.
   */
  readonly key: readonly ['petstore', 'categories'];
  /**
   * Query options of `GET /categories`, sent by `listCategories` of `@petstore/sdk/functions`
   * (`client.categories.list`).
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   *
   * @param query - `CategoryListParams`: paging of `listCategories`.
   * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
   * and `ensureQueryData`.
   * @example
   * ```ts
   * const { data, error } = useQuery(queries.categories.list({ limit: 20 }));
   * ```
   */
  list(
    query?: CategoryListParams,
  ): PetStoreQueryOptions<
    ListPage<Category, CategoryListParams>,
    readonly ['petstore', 'categories', 'listCategories', KeyInputs<CategoryListParams>]
  >;

  /**
   * Infinite query options of `GET /categories`, sent by `listCategories` of
   * `@petstore/sdk/functions` (`client.categories.list`), one page after another as the service's
   * `Link rel="next"` leads.
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   *
   * @param query - `CategoryListParams`: paging of `listCategories`. The first page; the next pages
   * follow the service's links.
   * @returns Options for `useInfiniteQuery` and `fetchInfiniteQuery`.
   * @example
   * ```ts
   * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(queries.categories.listInfinite({ limit: 20 }));
   * const items = data?.pages.flatMap((page) => page.items);
   * ```
   */
  listInfinite(
    query?: CategoryListParams,
  ): PetStoreInfiniteQueryOptions<
    Category,
    CategoryListParams,
    readonly ['petstore', 'categories', 'listCategories', KeyInputs<CategoryListParams>, 'infinite']
  >;

  /**
   * Mutation options of `POST /categories`, sent by `createCategory` of `@petstore/sdk/functions`
   * (`client.categories.create`).
   * On success it invalidates what the write can change (its `changes` in the contract): every
   * `listCategories` query, every `getCategory` query.
   *
   * @returns Options for `useMutation`.
   * @example
   * ```ts
   * const { mutate } = useMutation(queries.categories.create());
   * mutate({ body: { name: 'Dogs' } });
   * ```
   */
  create(): PetStoreMutationOptions<Category, CreateCategoryVariables>;

  /**
   * Query options of `GET /categories/{categoryId}`, sent by `getCategory` of
   * `@petstore/sdk/functions` (`client.categories.retrieve`).
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   *
   * @param categoryId - ID of the category.
   * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
   * and `ensureQueryData`.
   * @example
   * ```ts
   * const { data, error } = useQuery(queries.categories.retrieve(1));
   * ```
   */
  retrieve(
    categoryId: number,
  ): PetStoreQueryOptions<Category, readonly ['petstore', 'categories', 'getCategory', KeyInputs]>;
}

/**
 * Orders in the store; placing one takes stock, cancelling gives it back: query, infinite query
 * and mutation options of `client.store.orders`, by the client's method names.
 *
 * @example
 * ```ts
 * const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));
 * const options = queries.store.orders.list({ petId: 1 });
 * ```
 */
export interface OrdersQueries {
  /**
   * The key prefix of every query of `queries.store.orders`: `queryClient.invalidateQueries({
   * queryKey: queries.store.orders.key })`.
   */
  readonly key: readonly ['petstore', 'store', 'orders'];
  /**
   * Query options of `GET /store/orders`, sent by `listOrders` of `@petstore/sdk/functions`
   * (`client.store.orders.list`).
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   *
   * @param query - `OrderListParams`: filters of `listOrders` (by completion and pet) and paging.
   * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
   * and `ensureQueryData`.
   * @example
   * ```ts
   * const { data, error } = useQuery(queries.store.orders.list({ petId: 1 }));
   * ```
   */
  list(
    query?: OrderListParams,
  ): PetStoreQueryOptions<
    ListPage<Order, OrderListParams>,
    readonly ['petstore', 'store', 'orders', 'listOrders', KeyInputs<OrderListParams>]
  >;

  /**
   * Infinite query options of `GET /store/orders`, sent by `listOrders` of `@petstore/sdk/functions`
   * (`client.store.orders.list`), one page after another as the service's `Link rel="next"` leads.
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   *
   * @param query - `OrderListParams`: filters of `listOrders` (by completion and pet) and paging.
   * The first page; the next pages follow the service's links.
   * @returns Options for `useInfiniteQuery` and `fetchInfiniteQuery`.
   * @example
   * ```ts
   * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(queries.store.orders.listInfinite({ petId: 1 }));
   * const items = data?.pages.flatMap((page) => page.items);
   * ```
   */
  listInfinite(
    query?: OrderListParams,
  ): PetStoreInfiniteQueryOptions<
    Order,
    OrderListParams,
    readonly ['petstore', 'store', 'orders', 'listOrders', KeyInputs<OrderListParams>, 'infinite']
  >;

  /**
   * Mutation options of `POST /store/orders`, sent by `placeOrder` of `@petstore/sdk/functions`
   * (`client.store.orders.create`).
   * On success it invalidates what the write can change (its `changes` in the contract): every
   * `listOrders` query, every `getOrder` query, every `listInventory` query, every
   * `getInventoryItem` query.
   *
   * @returns Options for `useMutation`.
   * @example
   * ```ts
   * const { mutate } = useMutation(queries.store.orders.create());
   * mutate({ body: { petId: 1, quantity: 1 } });
   * ```
   */
  create(): PetStoreMutationOptions<Order, PlaceOrderVariables>;

  /**
   * Query options of `GET /store/orders/{orderId}`, sent by `getOrder` of `@petstore/sdk/functions`
   * (`client.store.orders.retrieve`).
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   *
   * @param orderId - ID of the order.
   * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
   * and `ensureQueryData`.
   * @example
   * ```ts
   * const { data, error } = useQuery(queries.store.orders.retrieve(1));
   * ```
   */
  retrieve(
    orderId: number,
  ): PetStoreQueryOptions<Order, readonly ['petstore', 'store', 'orders', 'getOrder', KeyInputs]>;

  /**
   * Mutation options of `PATCH /store/orders/{orderId}`, sent by `updateOrder` of
   * `@petstore/sdk/functions` (`client.store.orders.update`).
   * On success it invalidates what the write can change (its `changes` in the contract): every
   * `listOrders` query, the `getOrder` query of the same `orderId`.
   * Experimental: it may change in a minor release.
   *
   * @experimental
   * @returns Options for `useMutation`.
   * @example
   * ```ts
   * const { mutate } = useMutation(queries.store.orders.update());
   * mutate({ orderId: 1, body: { shipDate: '2026-12-01T10:00:00Z' } });
   * ```
   */
  update(): PetStoreMutationOptions<Order, UpdateOrderVariables>;

  /**
   * Mutation options of `DELETE /store/orders/{orderId}`, sent by `cancelOrder` of
   * `@petstore/sdk/functions` (`client.store.orders.cancel`).
   * On success it invalidates what the write can change (its `changes` in the contract): every
   * `listOrders` query, the `getOrder` query of the same `orderId`, every `listInventory` query,
   * every `getInventoryItem` query.
   *
   * @returns Options for `useMutation`.
   * @example
   * ```ts
   * const { mutate } = useMutation(queries.store.orders.cancel());
   * mutate({ orderId: 1 });
   * ```
   */
  cancel(): PetStoreMutationOptions<void, CancelOrderVariables>;
}

/**
 * The store: `client.store.orders` and `client.store.inventory`: query, infinite query and
 * mutation options of `client.store`, by the client's method names.
 *
 * @example
 * ```ts
 * const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));
 * const key = queries.store.key;
 * ```
 */
export interface StoreQueries {
  /**
   * The key prefix of every query of `queries.store`: `queryClient.invalidateQueries({ queryKey:
   * queries.store.key })`.
   */
  readonly key: readonly ['petstore', 'store'];
  /** Orders in the store; placing one takes stock, cancelling gives it back. */
  readonly orders: OrdersQueries;

  /** Stock count per pet. */
  readonly inventory: InventoryQueries;
}

/**
 * Stock count per pet: query, infinite query and mutation options of `client.store.inventory`, by
 * the client's method names.
 *
 * @example
 * ```ts
 * const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));
 * const options = queries.store.inventory.list({ status: 'available' });
 * ```
 */
export interface InventoryQueries {
  /**
   * The key prefix of every query of `queries.store.inventory`: `queryClient.invalidateQueries({
   * queryKey: queries.store.inventory.key })`.
   */
  readonly key: readonly ['petstore', 'store', 'inventory'];
  /**
   * Query options of `GET /store/inventory`, sent by `listInventory` of `@petstore/sdk/functions`
   * (`client.store.inventory.list`).
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   * Beta: it may change in a minor release.
   *
   * @beta
   * @param query - `InventoryListParams`: filters of `listInventory` (by the pet's status, one or
   * several) and paging.
   * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
   * and `ensureQueryData`.
   * @example
   * ```ts
   * const { data, error } = useQuery(queries.store.inventory.list({ status: 'available' }));
   * ```
   */
  list(
    query?: InventoryListParams,
  ): PetStoreQueryOptions<
    ListPage<InventoryItem, InventoryListParams>,
    readonly ['petstore', 'store', 'inventory', 'listInventory', KeyInputs<InventoryListParams>]
  >;

  /**
   * Infinite query options of `GET /store/inventory`, sent by `listInventory` of
   * `@petstore/sdk/functions` (`client.store.inventory.list`), one page after another as the
   * service's `Link rel="next"` leads.
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   * Beta: it may change in a minor release.
   *
   * @beta
   * @param query - `InventoryListParams`: filters of `listInventory` (by the pet's status, one or
   * several) and paging. The first page; the next pages follow the service's links.
   * @returns Options for `useInfiniteQuery` and `fetchInfiniteQuery`.
   * @example
   * ```ts
   * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(queries.store.inventory.listInfinite({ status: 'available' }));
   * const items = data?.pages.flatMap((page) => page.items);
   * ```
   */
  listInfinite(
    query?: InventoryListParams,
  ): PetStoreInfiniteQueryOptions<
    InventoryItem,
    InventoryListParams,
    readonly ['petstore', 'store', 'inventory', 'listInventory', KeyInputs<InventoryListParams>, 'infinite']
  >;

  /**
   * Query options of `GET /store/inventory/{petId}`, sent by `getInventoryItem` of
   * `@petstore/sdk/functions` (`client.store.inventory.retrieve`).
   * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
   * on top of its own retries.
   * Beta: it may change in a minor release.
   *
   * @beta
   * @param petId - ID of the pet.
   * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
   * and `ensureQueryData`.
   * @example
   * ```ts
   * const { data, error } = useQuery(queries.store.inventory.retrieve(1));
   * ```
   */
  retrieve(
    petId: number,
  ): PetStoreQueryOptions<
    InventoryItem,
    readonly ['petstore', 'store', 'inventory', 'getInventoryItem', KeyInputs]
  >;

  /**
   * Mutation options of `PUT /store/inventory/{petId}`, sent by `updateInventory` of
   * `@petstore/sdk/functions` (`client.store.inventory.update`).
   * On success it invalidates what the write can change (its `changes` in the contract): every
   * `listInventory` query, the `getInventoryItem` query of the same `petId`.
   * Beta: it may change in a minor release.
   *
   * @beta
   * @returns Options for `useMutation`.
   * @example
   * ```ts
   * const { mutate } = useMutation(queries.store.inventory.update());
   * mutate({ petId: 1, body: { quantity: 1 } });
   * ```
   */
  update(): PetStoreMutationOptions<InventoryItem, UpdateInventoryVariables>;
}

/**
 * The options of every operation of the Pet Store on the client's tree of resources:
 * `queries.pets.list(query)` for `useQuery`, `queries.pets.listInfinite(query)` for
 * `useInfiniteQuery`, `queries.pets.create()` for `useMutation`. Each is the function of the
 * package of the same operation (`listPetsQueryOptions(client, query)`, …), which a bundle can
 * import alone.
 *
 * @param client - The client every option sends through: a `PetStore` or a `PetStoreCore`. Its
 * rate-limit gate, retries and deprecation notices hold for every query.
 * @returns The options, by resource.
 * @example
 * ```ts
 * import { PetStore } from '@petstore/sdk';
 * import { petStoreQueries } from '@petstore/tanstack-query';
 *
 * const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));
 * const { data } = useQuery(queries.pets.list({ status: 'available' }));
 * queryClient.invalidateQueries({ queryKey: queries.pets.key });
 * ```
 */
export function petStoreQueries(client: PetStoreCore): PetStoreQueries {
  return {
    key: ['petstore'],
    pets: {
      key: ['petstore', 'pets'],
      list: (query?: PetListParams) => listPetsQueryOptions(client, query),
      listInfinite: (query?: PetListParams) => listPetsInfiniteQueryOptions(client, query),
      create: () => createPetMutationOptions(client),
      retrieve: (petId: number) => getPetByIdQueryOptions(client, petId),
      update: () => updatePetMutationOptions(client),
      delete: () => deletePetMutationOptions(client),
    },
    categories: {
      key: ['petstore', 'categories'],
      list: (query?: CategoryListParams) => listCategoriesQueryOptions(client, query),
      listInfinite: (query?: CategoryListParams) => listCategoriesInfiniteQueryOptions(client, query),
      create: () => createCategoryMutationOptions(client),
      retrieve: (categoryId: number) => getCategoryQueryOptions(client, categoryId),
    },
    store: {
      key: ['petstore', 'store'],
      orders: {
        key: ['petstore', 'store', 'orders'],
        list: (query?: OrderListParams) => listOrdersQueryOptions(client, query),
        listInfinite: (query?: OrderListParams) => listOrdersInfiniteQueryOptions(client, query),
        create: () => placeOrderMutationOptions(client),
        retrieve: (orderId: number) => getOrderQueryOptions(client, orderId),
        update: () => updateOrderMutationOptions(client),
        cancel: () => cancelOrderMutationOptions(client),
      },
      inventory: {
        key: ['petstore', 'store', 'inventory'],
        list: (query?: InventoryListParams) => listInventoryQueryOptions(client, query),
        listInfinite: (query?: InventoryListParams) => listInventoryInfiniteQueryOptions(client, query),
        retrieve: (petId: number) => getInventoryItemQueryOptions(client, petId),
        update: () => updateInventoryMutationOptions(client),
      },
    },
  };
}
