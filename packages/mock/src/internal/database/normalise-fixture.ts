import { Category, type ErrorDetail, InventoryItem, Pet } from '@petstore/contract';
import { check, fieldDefaults, withDefaults } from '@petstore/contract/internal';
import * as z from 'zod/mini';
import type { Fixture } from '../../api/options';
import { refusedValue } from '../config/checked';
import { StoredOrder } from './stored-order';

/** A fixture checked and completed: sorted by id, one inventory entry per pet, statuses in step. */
export interface NormalisedFixture {
  readonly categories: Category[];
  readonly pets: Pet[];
  readonly orders: StoredOrder[];
  readonly inventory: InventoryItem[];
}

// Strict: a list under another name (`pet`, `dogs`) is a typo, and loading without it would empty
// the store.
const FixtureSchema = z.strictObject({
  categories: z.optional(z.array(Category)),
  pets: z.optional(z.array(Pet)),
  orders: z.optional(
    z.array(
      z.pipe(
        z.object({ ...StoredOrder.shape, complete: z.optional(z.boolean()) }),
        // An order of a fixture is one placed: what it leaves out is what placing it assumes.
        z.transform((order) => withDefaults(order, fieldDefaults.OrderCreate)),
      ),
    ),
  ),
  inventory: z.optional(
    z.array(z.object({ ...InventoryItem.shape, status: z.optional(InventoryItem.shape.status) })),
  ),
});
type CheckedFixture = Required<z.output<typeof FixtureSchema>>;

/** Where each key first appears in a list; a repeat is a detail at the repeated record. */
function indexBy<T>(
  list: string,
  field: string,
  records: readonly T[],
  key: (record: T) => number | string,
  details: ErrorDetail[],
  what = (value: number | string) => `${field} ${value}`,
): Map<number | string, T> {
  const seen = new Map<number | string, T>();
  const at = new Map<number | string, number>();
  records.forEach((record, index) => {
    const value = key(record);
    const first = at.get(value);
    if (first === undefined) {
      seen.set(value, record);
      at.set(value, index);
    } else
      details.push({
        path: `${list}.${index}.${field}`,
        message: `repeats the ${what(value)} of ${list}.${first}`,
      });
  });
  return seen;
}

// The rules between records, each problem at the path of the record that breaks it.
function referenceProblems(fixture: CheckedFixture): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const categories = indexBy('categories', 'id', fixture.categories, (c) => c.id, details);
  indexBy(
    'categories',
    'name',
    fixture.categories,
    (c) => c.name.toLowerCase(),
    details,
    (name) => `name "${name}" (names compare case-insensitively)`,
  );
  const pets = indexBy('pets', 'id', fixture.pets, (p) => p.id, details);
  indexBy('orders', 'id', fixture.orders, (o) => o.id, details);
  indexBy(
    'inventory',
    'petId',
    fixture.inventory,
    (i) => i.petId,
    details,
    (id) => `entry of pet ${id}`,
  );
  fixture.pets.forEach((pet, index) => {
    if (!categories.has(pet.categoryId))
      details.push({
        path: `pets.${index}.categoryId`,
        message: `category ${pet.categoryId} does not exist`,
      });
  });
  fixture.orders.forEach((order, index) => {
    if (!order.complete && !pets.has(order.petId))
      details.push({
        path: `orders.${index}.petId`,
        message: `open order ${order.id} names pet ${order.petId}, which does not exist`,
      });
  });
  fixture.inventory.forEach((item, index) => {
    if (!pets.has(item.petId))
      details.push({
        path: `inventory.${index}.petId`,
        message: `inventory names pet ${item.petId}, which does not exist`,
      });
  });
  return details;
}

const ascending =
  <T>(key: (record: T) => number) =>
  (a: T, b: T) =>
    key(a) - key(b);

const invalidFixture = 'Invalid Pet Store mock fixture';

/**
 * Checks a fixture against the contract's schemas and the service's rules, and completes it.
 * @throws {PetStoreMockError} naming every problem, each also in `details` with its path in the
 *   fixture (`pets.3.categoryId`).
 */
export function normaliseFixture(fixture: Fixture): NormalisedFixture {
  const parsed = check(FixtureSchema, fixture, '');
  if (!parsed.ok) throw refusedValue(invalidFixture, parsed.issues);
  const { categories = [], pets = [], orders = [], inventory = [] } = parsed.value;
  const lists = { categories, pets, orders, inventory };
  const problems = referenceProblems(lists);
  if (problems.length > 0) throw refusedValue(invalidFixture, problems);
  const stock = new Map(inventory.map((item) => [item.petId, item.quantity]));
  const sortedPets = [...pets].sort(ascending((p) => p.id));
  return {
    categories: [...categories].sort(ascending((c) => c.id)),
    pets: sortedPets,
    orders: [...orders].sort(ascending((o) => o.id)),
    inventory: sortedPets.map((pet) => ({
      petId: pet.id,
      quantity: stock.get(pet.id) ?? 0,
      status: pet.status ?? 'available',
    })),
  };
}
