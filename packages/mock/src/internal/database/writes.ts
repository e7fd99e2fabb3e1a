// The writes of the tables: each checks what it writes against the collection's schema and keeps the
// records that depend on each other in step (a pet and its inventory entry, an order and the stock).
import {
  type Category,
  InventoryItem,
  type NewCategory,
  type NewPet,
  Pet,
  type PetUpdate,
} from '@petstore/contract';
import type * as z from 'zod/mini';
import type { Tables } from './database';
import { StoredOrder } from './stored-order';

/** A new order as the store takes it: the body of `placeOrder` with `complete` settled. */
export type NewOrder = Omit<StoredOrder, 'id'>;

/**
 * Writes `changes` into `record`, the object its `@msw/data` collection holds, once the changed
 * record passes `schema`: the check the collection's `update` would make, without its scans of the
 * whole collection (docs/design/0011-msw-data-writes.md). The record stays the same object, so the
 * collection and the indexes that point at it cannot disagree.
 * @throws {TypeError} when the change would break the schema; nothing is written then.
 */
export function writeRecord<T extends object>(
  schema: z.ZodMiniType,
  record: T,
  changes: Partial<NoInfer<T>>,
): T {
  const checked = schema.safeParse({ ...record, ...changes });
  if (!checked.success) {
    throw new TypeError(`The store refused a change that breaks its schema: ${checked.error.message}`);
  }
  return Object.assign(record, changes);
}

/** Creates a pet and its inventory entry with a stock of 0. */
export async function addPet(tables: Tables, values: NewPet): Promise<Pet> {
  const pet = await tables.insertPet({ ...values, id: tables.nextId('pet') });
  await tables.insertStock({ petId: pet.id, quantity: 0, status: pet.status ?? 'available' });
  return pet;
}

export function addCategory(tables: Tables, values: NewCategory): Promise<Category> {
  return tables.insertCategory({ ...values, id: tables.nextId('category') });
}

/** Creates an order and takes its quantity from the pet's stock. */
export async function addOrder(tables: Tables, values: NewOrder): Promise<StoredOrder> {
  const order = await tables.insertOrder({ ...values, id: tables.nextId('order') });
  const stock = tables.stock(order.petId);
  if (stock) writeRecord(InventoryItem, stock, { quantity: stock.quantity - order.quantity });
  return order;
}

/** Applies `changes` to a pet and keeps its inventory status in step. */
export function changePet(tables: Tables, pet: Pet, changes: PetUpdate): Pet {
  const moves = 'categoryId' in changes || 'status' in changes;
  tables.movePet(pet, moves, () => writeRecord(Pet, pet, changes));
  const stock = tables.stock(pet.id);
  if (stock) writeRecord(InventoryItem, stock, { status: pet.status ?? 'available' });
  return pet;
}

export function changeOrder(
  order: StoredOrder,
  changes: Partial<Pick<StoredOrder, 'complete' | 'shipDate'>>,
): StoredOrder {
  return writeRecord(StoredOrder, order, changes);
}

export function setStock(item: InventoryItem, quantity: number): InventoryItem {
  return writeRecord(InventoryItem, item, { quantity });
}

/** Removes an open order and gives its quantity back to the pet's stock (see `canRestock`). */
export function dropOrder(tables: Tables, order: StoredOrder): void {
  tables.removeOrder(order);
  const stock = tables.stock(order.petId);
  if (stock) writeRecord(InventoryItem, stock, { quantity: stock.quantity + order.quantity });
}
