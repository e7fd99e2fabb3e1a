import type fc from 'fast-check';
import { categoryCommands } from './categories';
import { inventoryCommands } from './inventory';
import { orderCommands } from './orders';
import { pageCommands } from './pages';
import { petCommands } from './pets';
import type { StoreCommand } from './store-command';

export type { RealStore } from './store-command';

/**
 * Random valid operations on the store, weighted towards the ones that move stock. Each tag's
 * commands and the values they draw are in its own file, beside their classes: a new operation's
 * command is one edit there.
 */
export const storeCommands: fc.Arbitrary<StoreCommand>[] = [
  ...categoryCommands,
  ...petCommands,
  ...inventoryCommands,
  ...orderCommands,
  ...pageCommands,
];
