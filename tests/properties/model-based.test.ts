import { setupPetStoreServer } from '@petstore/mock/node';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Api } from './support/api';
import { checkProperty } from './support/case-count';
import { type RealStore, storeCommands } from './support/commands/index';
import { propertyApiKey, propertyMockOptions } from './support/fixture';
import { StoreModel } from './support/store-model';

const mock = setupPetStoreServer({ ...propertyMockOptions, seed: false });
const real: RealStore = { api: new Api(mock.baseUrl, propertyApiKey), snapshot: () => mock.snapshot() };

beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.close());

it('random sequences of valid operations keep the store equal to a model and its invariants', async () => {
  let commandsRun = 0;
  await checkProperty(
    'model-based operation sequences',
    fc.asyncProperty(fc.commands(storeCommands, { maxCommands: 60, size: 'max' }), async (commands) => {
      mock.reset();
      const list = [...commands];
      commandsRun += list.length;
      await fc.asyncModelRun(() => ({ model: new StoreModel(), real }), list);
    }),
    { numRuns: 400 },
  );
  // The runs must have done something: an empty command list proves nothing.
  expect(commandsRun).toBeGreaterThan(400 * 20);
  console.log(`[properties] model-based runs executed ${commandsRun} commands`);
});
