// Written by `pnpm generate` from the contract (packages/sdk/scripts); do not edit.
import { APIResource } from '../../core/api-resource';
import { Inventory } from './inventory';
import { Orders } from './orders';

/** The store: `client.store.orders` and `client.store.inventory`. */
export class Store extends APIResource {
  /** Orders in the store; placing one takes stock, cancelling gives it back. */
  readonly orders: Orders = new Orders(this.core);

  /**
   * Stock count per pet.
   * @beta
   */
  readonly inventory: Inventory = new Inventory(this.core);
}
