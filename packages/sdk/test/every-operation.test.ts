import { operationList, operations } from '@petstore/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { smokeChecks } from '../../../tests/runtimes/smoke/smoke';
import { defaultFixture, validRequests } from '../../mock/test/support/valid-requests';
import { sdkOperations } from '../scripts/surface';
import * as functions from '../src/functions';
import { operationCalls, type SdkOperationId } from './operation-calls';
import { createClient, entryPoints, useMock } from './support';

const mock = useMock();

const requests = await validRequests();
const called = Object.keys(operationCalls(createClient().client, requests)) as SdkOperationId[];

beforeEach(() => {
  mock.load(defaultFixture);
  mock.journal.clear();
});

const expected = operationList
  .map((operation) => operation.operationId)
  .filter((id) => id !== 'getOpenApiDocument')
  .sort();

describe('every operation of the contract can be called', () => {
  it('has an SDK call derived from the contract (the OpenAPI document is not an SDK call)', () => {
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

describe('every SDK method is in the runtimes smoke run', () => {
  it('has a check of tests/runtimes/smoke/smoke.ts named after it', () => {
    const methods = sdkOperations().map(({ resource, method }) => [...resource, method].join('.'));
    const missing = methods.filter(
      (method) => !smokeChecks.some((check) => check === method || check.startsWith(`${method} (`)),
    );
    expect(
      missing,
      `the runtimes smoke run calls no ${missing.join(', ')}: call it and check its answer in tests/runtimes/smoke/smoke.ts (and name the check in its smokeChecks)`,
    ).toEqual([]);
  });
});

describe.each(entryPoints)('every operation, called through the %s', (entry) => {
  it.each(called)('%s: the call sends that operation and succeeds', async (operationId) => {
    const { client } = createClient({}, entry);
    await operationCalls(client, requests)[operationId]();
    expect(mock.journal.entries.map((entry) => [entry.operationId, entry.status < 300])).toEqual([
      [operationId, true],
    ]);
  });
});
