import type { OperationId, operations } from '@petstore/contract';
import * as categories from './categories';
import * as inventory from './inventory';
import * as orders from './orders';
import type { Implementation } from './outcome';
import * as pets from './pets';
import * as service from './service';

/**
 * One implementation per operation of the contract, named by its operationId; the type makes a
 * missing one a compile error.
 */
export const implementations: { readonly [K in OperationId]: Implementation<(typeof operations)[K]> } = {
  ...pets,
  ...categories,
  ...orders,
  ...inventory,
  ...service,
};
