// The read steps derived from the contract: each read's declared `not_found` provoked under each
// of its path parameters, and each list's filters held to the records they answer; against the
// reference mock, against the drifted service and against a list that ignores a filter.
import { operationList } from '@petstore/contract';
import { pathParamNames } from '@petstore/contract/internal';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterSteps, notFoundSteps } from '../src/internal/derived-read-steps';
import { ConformanceRun } from '../src/internal/run';
import { startFrontService } from './support/front-service';
import { outcomes, seedIds } from './support/run-outcomes';

const apiKey = 'derived-read-steps-key-3c19';
let mock: StandalonePetStore;

beforeAll(async () => {
  mock = await startPetStoreServer({ port: 0, keys: { [apiKey]: 'enterprise' } });
});
afterAll(() => mock.close());

/** The reads that declare `not_found` and name a record by their path: each is provoked. */
const lookups = operationList.filter(
  (operation) =>
    operation.method === 'get' &&
    (operation.errors as readonly string[] | undefined)?.includes('not_found') &&
    pathParamNames(operation.path).length > 0,
);

describe('notFoundSteps', () => {
  it('provokes the declared 404 of every read under a path parameter, on the reference mock', async () => {
    expect(lookups.length).toBeGreaterThan(0);
    const run = new ConformanceRun(mock.url, apiKey);
    await notFoundSteps(run, seedIds);
    const found = outcomes(run);
    expect(found.filter((line) => !line.endsWith(' pass'))).toEqual([]);
    for (const { operationId, path } of lookups) {
      const names = pathParamNames(path);
      for (const name of names)
        expect(found).toContain(
          `${operationId}.not_found${names.length === 1 ? '' : `.${name}`}.status pass`,
        );
    }
  });

  it('fails a read that answers its 404 otherwise, naming the read and what it answered', async () => {
    const drifted = await startFrontService(mock.url);
    try {
      const run = new ConformanceRun(drifted.url, apiKey);
      await notFoundSteps(run, seedIds);
      expect(outcomes(run)).toEqual(
        expect.arrayContaining([
          'getPetById.not_found.status fail answered 400 not_found; the contract says 404 not_found',
        ]),
      );
    } finally {
      await drifted.close();
    }
  });
});

describe('filterSteps', () => {
  it('holds every filter a list declares that its records carry, on the reference mock', async () => {
    const run = new ConformanceRun(mock.url, apiKey);
    await filterSteps(run, seedIds);
    const found = outcomes(run);
    expect(found.filter((line) => !line.endsWith(' pass'))).toEqual([]);
    const filtered = found.filter((line) => /\.filter\.[^.]+\.filter pass$/.test(line));
    // Every list with a query field its records carry is filtered by it.
    const lists = operationList.filter((operation) => operation.paginated && operation.method === 'get');
    expect(filtered.length).toBeGreaterThan(lists.length);
  });

  it('fails a list that ignores a filter, naming the filter and the records it answered', async () => {
    const front = await startFrontService(mock.url, { drifted: false, ignoredFilter: 'petId' });
    try {
      const run = new ConformanceRun(front.url, apiKey);
      await filterSteps(run, seedIds);
      const failed = run.report().checks.filter((check) => check.status === 'fail');
      expect(failed.map(({ id, operationId, rule }) => [id, operationId, rule])).toEqual([
        ['listOrders.filter.petId.filter', 'listOrders', 'filter'],
      ]);
      expect(failed[0]?.detail).toMatch(/^petId=\d+ listed records with petId \[(\d+,?)+\]$/);
    } finally {
      await front.close();
    }
  });
});
