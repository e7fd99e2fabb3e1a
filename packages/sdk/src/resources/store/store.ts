import type { Transport } from '../../core/transport';
import { Inventory } from './inventory';
import { Orders } from './orders';

/** The store: `client.store.orders` and `client.store.inventory`. */
export class Store {
  /** Orders in the store. */
  readonly orders: Orders;
  /**
   * Stock count per pet.
   * @beta
   */
  readonly inventory: Inventory;

  /** @internal */
  constructor(transport: Transport) {
    this.orders = new Orders(transport);
    this.inventory = new Inventory(transport);
  }
}
