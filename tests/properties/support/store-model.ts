import type { Category, Order, Pet, PetStatus } from '@petstore/contract';
import { propertyMockOptions } from './fixture';

/**
 * An order as the model keeps it: every field of the contract's `Order`, those the service always
 * sends required (a new field of `Order`, `shipDate` among them, is one the model can keep).
 */
export type ModelOrder = Order & Required<Pick<Order, 'id' | 'petId' | 'quantity' | 'complete'>>;

/**
 * A small model of the service's store, kept in step by the model-based commands. Records are
 * kept in creation order, which is the order every list answers in.
 */
export class StoreModel {
  /**
   * The service's time, in milliseconds since the epoch: the properties' mock runs on a fixed
   * clock (`propertyMockOptions.now`), so a behaviour that stamps the time stamps this one.
   */
  readonly now = propertyMockOptions.now();
  readonly categories: Category[] = [];
  readonly pets: Pet[] = [];
  readonly orders: ModelOrder[] = [];
  readonly stock = new Map<number, number>();
  /**
   * Units of each pet the store is accountable for: its stock plus what its orders took. Only an
   * inventory update changes it; placing and cancelling orders move units, never lose them.
   */
  readonly ledger = new Map<number, number>();
  /** Every ID the service ever answered, deleted ones included, to aim requests at the gone. */
  readonly seenPetIds: number[] = [];
  readonly seenOrderIds: number[] = [];
  readonly seenCategoryIds: number[] = [];

  pet(id: number): Pet | undefined {
    return this.pets.find((pet) => pet.id === id);
  }

  order(id: number): ModelOrder | undefined {
    return this.orders.find((order) => order.id === id);
  }

  /** The status an inventory entry reports: its pet's, `available` when the pet has none. */
  inventoryStatus(pet: Pet): PetStatus {
    return pet.status ?? 'available';
  }

  hasOpenOrders(petId: number): boolean {
    return this.orders.some((order) => order.petId === petId && !order.complete);
  }

  categoryNamed(name: string): Category | undefined {
    return this.categories.find((category) => category.name.toLowerCase() === name.toLowerCase());
  }

  addPet(pet: Pet): void {
    this.pets.push(pet);
    this.stock.set(pet.id, 0);
    this.ledger.set(pet.id, 0);
    this.seenPetIds.push(pet.id);
  }

  removePet(id: number): void {
    this.pets.splice(
      this.pets.findIndex((pet) => pet.id === id),
      1,
    );
    this.stock.delete(id);
    this.ledger.delete(id);
  }

  setStock(petId: number, quantity: number): void {
    const before = this.stock.get(petId) ?? 0;
    this.stock.set(petId, quantity);
    this.ledger.set(petId, (this.ledger.get(petId) ?? 0) + quantity - before);
  }

  addOrder(order: ModelOrder): void {
    this.orders.push(order);
    this.stock.set(order.petId, (this.stock.get(order.petId) ?? 0) - order.quantity);
    this.seenOrderIds.push(order.id);
  }

  cancelOrder(id: number): void {
    const index = this.orders.findIndex((order) => order.id === id);
    const [order] = this.orders.splice(index, 1);
    if (order) this.stock.set(order.petId, (this.stock.get(order.petId) ?? 0) + order.quantity);
  }

  /** Picks one of the IDs seen, live or gone, from a generated number. */
  static pick(ids: readonly number[], choice: number, fallback: number): number {
    return ids.length === 0 ? fallback : (ids[choice % ids.length] as number);
  }
}
