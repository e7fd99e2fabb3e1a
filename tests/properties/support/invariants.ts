import type { Category, InventoryItem, Order, Pet } from '@petstore/contract';
import { expect } from 'vitest';
import type { StoreModel } from './store-model';

/** Every record of the store, as the mock's `snapshot()` returns them. */
export interface StoreSnapshot {
  readonly categories: readonly Category[];
  readonly pets: readonly Pet[];
  readonly orders: readonly Order[];
  readonly inventory: readonly InventoryItem[];
}

const ascending = (ids: readonly (number | undefined)[]) => [...ids].sort((a, b) => (a ?? 0) - (b ?? 0));

/**
 * The rules the store must keep whatever happens to it, checked on the mock's own records:
 * stock never negative, exactly one inventory entry per pet, every unit of a pet accounted for
 * between its stock and its orders, and the records equal to the model's.
 */
export function checkInvariants(model: StoreModel, snapshot: StoreSnapshot): void {
  for (const entry of snapshot.inventory) {
    expect(entry.quantity, `stock of pet ${entry.petId}`).toBeGreaterThanOrEqual(0);
  }
  expect(ascending(snapshot.inventory.map((entry) => entry.petId)), 'one inventory entry per pet').toEqual(
    ascending(snapshot.pets.map((pet) => pet.id)),
  );
  for (const pet of snapshot.pets) {
    const stock = snapshot.inventory.find((entry) => entry.petId === pet.id)?.quantity ?? 0;
    const ordered = snapshot.orders
      .filter((order) => order.petId === pet.id)
      .reduce((sum, order) => sum + (order.quantity ?? 0), 0);
    expect(stock + ordered, `units of pet ${pet.id} between stock and orders`).toBe(model.ledger.get(pet.id));
  }
  expect(ascending(snapshot.categories.map((category) => category.id))).toEqual(
    model.categories.map((category) => category.id),
  );
  expect([...snapshot.pets].sort((a, b) => a.id - b.id)).toEqual(model.pets);
  expect([...snapshot.orders].sort((a, b) => (a.id ?? 0) - (b.id ?? 0))).toEqual(model.orders);
}
