import { operationList, operations } from '@petstore/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import * as functions from '../src/functions';
import { operationCalls, type SdkOperationId } from './operation-calls';
import { createClient, entryPoints, useMock } from './support';

const mock = useMock();

const targets = { petId: 1, deletablePetId: 2, categoryId: 1, orderId: 1 };
const called = Object.keys(operationCalls(createClient().client, targets)) as SdkOperationId[];

beforeEach(() => {
  mock.load({
    categories: [{ id: 1, name: 'Dogs' }],
    pets: [
      { id: 1, name: 'Rex', categoryId: 1, status: 'available' },
      { id: 2, name: 'Fido', categoryId: 1 },
    ],
    inventory: [{ petId: 1, quantity: 5, status: 'available' }],
    orders: [{ id: 1, petId: 1, quantity: 1, complete: false }],
  });
  mock.journal.clear();
});

const expected = operationList
  .map((operation) => operation.operationId)
  .filter((id) => id !== 'getOpenApiDocument')
  .sort();

describe('every operation of the contract can be called', () => {
  it('has a call in the table of SDK calls (the OpenAPI document is not an SDK call)', () => {
    expect([...called].sort()).toEqual(expected);
  });

  it('has a function of @petstore/sdk/functions named by its operation id', () => {
    const exported = Object.entries(functions).filter(([, value]) => typeof value === 'function');
    expect(
      exported
        .map(([name]) => name)
        .filter((name) => name !== 'PetStoreCore' && name in operations)
        .sort(),
    ).toEqual(expected);
  });
});

describe.each(entryPoints)('every operation, called through the %s', (entry) => {
  it.each(called)('%s: the call sends that operation and succeeds', async (operationId) => {
    const { client } = createClient({}, entry);
    await operationCalls(client, targets)[operationId]();
    expect(mock.journal.entries.map((entry) => [entry.operationId, entry.status < 300])).toEqual([
      [operationId, true],
    ]);
  });
});
