// The test-scoped fixture `docs/testing.md` gives users: each test creates a world of its own on the
// one standalone mock and drops it after. `world` is a `PetStoreMockControl` of that world alone;
// `client` an SDK client on its base URL; and every request of the test's `page` and `request`
// carries the world's header, which the app under test forwards to its Pet Store calls.

import { connectPetStoreMock, type PetStoreMockWorld, type WorldOptions } from '@petstore/mock';
import { PetStore } from '@petstore/sdk';
import { test as base } from '@playwright/test';

/** The one standalone mock every worker shares: its root URL. */
export const petstoreUrl = process.env.PETSTORE_URL ?? 'http://127.0.0.1:4010';
const mock = connectPetStoreMock(petstoreUrl);

export const test = base.extend<{
  worldOptions: WorldOptions;
  world: PetStoreMockWorld;
  client: PetStore;
}>({
  // A file or `describe` sets the options of its tests' worlds: `test.use({ worldOptions: { seed: 7 } })`.
  worldOptions: [{}, { option: true }],
  world: async ({ worldOptions }, use, testInfo) => {
    const world = await mock.createWorld(worldOptions);
    // The suite's runner reads it from the JSON report: every test in a world of its own.
    testInfo.annotations.push({ type: 'petstore-world', description: world.id });
    await use(world);
    await world.dispose();
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, world }, use) => {
    await use({ ...extraHTTPHeaders, [world.header.name]: world.header.value });
  },
  client: async ({ world }, use) => {
    await use(new PetStore({ apiKey: 'demo-free', baseUrl: world.baseUrl }));
  },
});

export { expect } from '@playwright/test';
