import { operationList } from '@petstore/contract';
import { setupPetStoreServer } from '@petstore/mock/node';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Api } from './support/api';
import { checkProperty } from './support/case-count';
import { type RealStore, storeCommands } from './support/commands/index';
import { StoreCommand } from './support/commands/store-command';
import { propertyApiKey, propertyMockOptions } from './support/fixture';
import { StoreModel } from './support/store-model';

const mock = setupPetStoreServer({ ...propertyMockOptions, seed: false });
const api = new Api(mock.baseUrl, propertyApiKey);
/** Every operation the commands sent, over all the runs. */
const sent = new Set<string>();
const send = api.call.bind(api);
api.call = (operationId, input) => {
  sent.add(operationId);
  return send(operationId, input);
};
const real: RealStore = { api, snapshot: () => mock.snapshot() };

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
  // An operation that changes the store and that no command sends would go untested here.
  const unsent = operationList
    .filter((operation) => operation.method !== 'get' && !sent.has(operation.operationId))
    .map((operation) => operation.operationId);
  expect(
    unsent,
    `no model command sends ${unsent.join(', ')}: add its command to the file of its tag in tests/properties/support/commands/ (its class, which checks the answer against the model and updates it, and its arbitrary in that file's list of commands; the model's order keeps every field of the contract's Order, and a time the service stamps is \`model.now\`, its fixed clock)`,
  ).toEqual([]);
});

it('refuses a model command named after an operation it does not send, naming the folder to fix', async () => {
  mock.reset();
  // Named after cancelOrder, as a command named CompleteOrder once sent updateOrder.
  class CancelOrder extends StoreCommand {
    protected async apply(_model: StoreModel, { api }: RealStore): Promise<void> {
      await api.call('getOrder', { params: { orderId: 1 } });
    }

    toString(): string {
      return 'getOrder(#1)';
    }
  }
  await expect(new CancelOrder().run(new StoreModel(), real)).rejects.toThrow(
    'the model command CancelOrder (getOrder(#1)) is named after the operation cancelOrder but sends getOrder: in tests/properties/support/commands/, rename it after what it sends',
  );
});
