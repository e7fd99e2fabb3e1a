// The steps derived from the contract, in process against the standalone mock: what a new
// operation gets from the conformance run before anyone writes its steps.
import { type OperationSpec, operationList, operationSpecs } from '@petstore/contract';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSteps } from '../src/internal/contract-steps';
import { ConformanceRun } from '../src/internal/run';

const apiKey = 'contract-steps-key-3c1d';
let mock: StandalonePetStore;

beforeAll(async () => {
  mock = await startPetStoreServer({ port: 0, keys: { [apiKey]: 'enterprise' } });
});
afterAll(() => mock.close());

/** The seed's first record of each kind, as a run's listing finds them. */
const sample = { petId: 1, categoryId: 1, orderId: 1 };

describe('contractSteps', () => {
  it('checks every read of the contract from the contract alone, and skips every write naming the file to write its steps in', async () => {
    const run = new ConformanceRun(mock.url, apiKey);
    await contractSteps(run, sample);
    const { checks, failed } = run.report();
    expect(checks.filter((check) => check.status === 'fail')).toEqual([]);
    expect(failed).toBe(0);
    for (const { operationId, method } of operationList) {
      const own = checks.filter((check) => check.operationId === operationId);
      if (method === 'get')
        expect(
          own.map((check) => check.status),
          operationId,
        ).toContain('pass');
      else
        expect(own, operationId).toEqual([
          expect.objectContaining({
            status: 'skip',
            detail: expect.stringContaining('packages/conformance/src/internal/write-steps.ts'),
          }),
        ]);
    }
    expect(mock.mock.journal.entries.every((entry) => entry.method === 'GET')).toBe(true);
  });

  it('leaves alone an operation an earlier step checked, and skips a read whose record the run did not find', async () => {
    const run = new ConformanceRun(mock.url, apiKey);
    run.record('getOrder.status', 'getOrder', 'status', 'pass', '200');
    const reads: OperationSpec[] = [operationSpecs.getOrder, operationSpecs.getCategory];
    await contractSteps(run, { petId: 1 }, reads);
    expect(
      run.report().checks.map(({ operationId, status, detail }) => [operationId, status, detail]),
    ).toEqual([
      ['getOrder', 'pass', '200'],
      ['getCategory', 'skip', 'not sent: the service lists no record of the kind its path names'],
    ]);
  });
});
