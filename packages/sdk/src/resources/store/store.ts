// Written by `pnpm generate` (packages/sdk/scripts/generate-surface.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.
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
