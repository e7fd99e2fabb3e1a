import { setupPetStoreServer } from '@petstore/mock/node';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Api } from './support/api';
import { checkProperty } from './support/case-count';
import { propertyApiKey, propertyMockOptions, smallFixture } from './support/fixture';
import {
  type HostileCase,
  hostileBodyCase,
  hostileHeaderCase,
  hostilePathCase,
  hostileQueryCase,
  hostileRouteCase,
} from './support/hostile-requests';
import { judge } from './support/judge';

const mock = setupPetStoreServer({ ...propertyMockOptions, fixture: smallFixture });
const api = new Api(mock.baseUrl, propertyApiKey);

beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.close());

async function holds(label: string, cases: fc.Arbitrary<HostileCase>, numRuns: number) {
  mock.reset();
  const before = mock.snapshot();
  await checkProperty(
    label,
    fc.asyncProperty(cases, (hostile) => judge(api, mock, hostile, before)),
    { numRuns },
  );
}

describe('bad input through MSW interception: a 4xx Error object, never a 5xx, the store untouched', () => {
  it('hostile JSON bodies (wrong types, unsafe integers, deep nesting, prototype keys, long strings)', async () => {
    await holds('bad input: bodies', hostileBodyCase, 4000);
  });

  it('hostile path parameters (zero, negative, unsafe, non-numeric, raw and encoded)', async () => {
    await holds('bad input: path parameters', hostilePathCase, 2000);
  });

  it('methods and paths that name no operation answer 404', async () => {
    await holds('bad input: routes', hostileRouteCase, 1000);
  });

  it('hostile query strings (unknown names, repeated names, wrong types, out of range)', async () => {
    await holds('bad input: queries', hostileQueryCase, 2000);
  });

  it('hostile headers (no key, unknown key, body not JSON, bad Idempotency-Key)', async () => {
    await holds('bad input: headers', hostileHeaderCase, 2000);
  });
});
