import { type OperationId, operations } from '@petstore/contract';

/** Every operation id of the contract, as the tuple `z.enum` takes. */
export const operationIds = Object.keys(operations) as [OperationId, ...OperationId[]];
