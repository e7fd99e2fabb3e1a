// Written by `pnpm generate` from the contract (packages/sdk/scripts); do not edit.

export { Categories } from './categories';
export { Pets } from './pets';
export { Inventory } from './store/inventory';
export { Orders } from './store/orders';
export { Store } from './store/store';
