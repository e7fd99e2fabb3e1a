import type { OperationId } from '@petstore/contract';
import type { PetStore } from '@petstore/sdk';
import { validRequests } from '../../../packages/mock/test/support/valid-requests';
import { operationCalls, type SdkOperationId } from '../../../packages/sdk/test/operation-calls';

/** One SDK method called with valid arguments. */
export interface SdkCall {
  readonly label: string;
  readonly operationId: OperationId;
  call(client: PetStore): PromiseLike<unknown>;
}

async function everyItem<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** Requests built from the contract and the seed: a hostile server answers whatever it is asked. */
const requests = await validRequests();

/**
 * Every method of the SDK, from the SDK tests' calls derived from the contract
 * (packages/sdk/test/operation-calls.ts, so that a new operation is covered here without an edit),
 * and list iteration across pages.
 */
export const sdkCalls: readonly SdkCall[] = [
  ...(Object.keys(operationCalls({} as PetStore, requests)) as SdkOperationId[]).map(
    (operationId): SdkCall => ({
      label: operationId,
      operationId,
      call: (client) => operationCalls(client, requests)[operationId](),
    }),
  ),
  { label: 'listPets (for await)', operationId: 'listPets', call: (client) => everyItem(client.pets.list()) },
];
