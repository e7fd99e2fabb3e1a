import { Category, InventoryItem, Pet } from '@petstore/contract';
import * as z from 'zod/mini';
import { PetStoreMockError } from '../../mock-error';
import type { Fixture } from '../../options';
import { checkedOrThrow } from '../checked';
import { StoredOrder } from './schemas';

/** A fixture checked and completed: sorted by id, one inventory entry per pet, statuses in step. */
export interface NormalisedFixture {
  readonly categories: Category[];
  readonly pets: Pet[];
  readonly orders: StoredOrder[];
  readonly inventory: InventoryItem[];
}

const FixtureOrder = z.pipe(
  z.object({ ...StoredOrder.shape, complete: z.optional(z.boolean()) }),
  z.transform((order) => ({ ...order, complete: order.complete ?? false })),
);
const FixtureInventoryItem = z.object({
  ...InventoryItem.shape,
  status: z.optional(InventoryItem.shape.status),
});

const invalidFixture = 'Invalid Pet Store mock fixture';

function fail(message: string): never {
  throw new PetStoreMockError(`${invalidFixture}: ${message}`);
}

function parseList<T extends z.ZodMiniType>(name: string, schema: T, list: unknown): z.output<T>[] {
  const parsed = checkedOrThrow(z.optional(z.array(schema)), list, `${invalidFixture}: ${name}`);
  return (parsed ?? []) as z.output<T>[];
}

function byKey<T>(name: string, records: T[], key: (record: T) => number | string): Map<number | string, T> {
  const map = new Map<number | string, T>();
  for (const record of records) {
    if (map.has(key(record))) fail(`${name} has two records with the key ${key(record)}`);
    map.set(key(record), record);
  }
  return map;
}

function checkReferences(
  fixture: Omit<NormalisedFixture, 'inventory'>,
  pets: Map<number | string, Pet>,
): void {
  const categories = byKey('categories', fixture.categories, (category) => category.id);
  byKey('categories', fixture.categories, (category) => category.name.toLowerCase());
  byKey('orders', fixture.orders, (order) => order.id);
  for (const pet of fixture.pets) {
    if (!categories.has(pet.categoryId))
      fail(`pet ${pet.id} names category ${pet.categoryId}, which does not exist`);
  }
  for (const order of fixture.orders) {
    if (!order.complete && !pets.has(order.petId))
      fail(`open order ${order.id} names pet ${order.petId}, which does not exist`);
  }
}

const ascending =
  <T>(key: (record: T) => number) =>
  (a: T, b: T) =>
    key(a) - key(b);

/**
 * Checks a fixture against the contract's schemas and the service's rules, and completes it.
 * @throws {PetStoreMockError} naming the first problem.
 */
export function normaliseFixture(fixture: Fixture): NormalisedFixture {
  const categories = parseList('categories', Category, fixture.categories).sort(ascending((c) => c.id));
  const pets = parseList('pets', Pet, fixture.pets).sort(ascending((p) => p.id));
  const orders = parseList('orders', FixtureOrder, fixture.orders).sort(ascending((o) => o.id));
  const petsById = byKey('pets', pets, (pet) => pet.id);
  checkReferences({ categories, pets, orders }, petsById);
  const stock = byKey(
    'inventory',
    parseList('inventory', FixtureInventoryItem, fixture.inventory),
    (item) => item.petId,
  );
  for (const petId of stock.keys())
    if (!petsById.has(petId)) fail(`inventory names pet ${petId}, which does not exist`);
  const inventory = pets.map((pet) => ({
    petId: pet.id,
    quantity: stock.get(pet.id)?.quantity ?? 0,
    status: pet.status ?? 'available',
  }));
  return { categories, pets, orders, inventory };
}
