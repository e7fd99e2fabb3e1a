// petstore-mcp --mock: the service the tools answer from is the reference mock in this process
// (docs/design/0020-mcp-server-under-hostile-use.md).
import type { ClientOptions } from '@petstore/sdk/functions';

/** The key of `--mock`: one of the mock's demo keys (the free plan), so nothing needs configuring. */
export const mockKey = 'demo-free';

/** The first words of every result's text under `--mock`. */
export const mockNotice =
  'MOCK: answered by the in-process mock of `petstore-mcp --mock`, not by the Pet Store service. Its data is made up and is gone when the server stops.';

/**
 * The reference mock in this process, seeded, reached through its `fetch`: nothing goes over the
 * network. `@petstore/mock` (and MSW with it) is loaded only here, so a server without `--mock`
 * never loads it. Says on stderr, loudly, that the answers are not the service's.
 * @returns What the client needs to call it.
 */
export async function mockService(): Promise<{
  apiKey: string;
  baseUrl: string;
  fetch: NonNullable<ClientOptions['fetch']>;
}> {
  const { createPetStoreMock } = await import('@petstore/mock');
  const mock = createPetStoreMock();
  for (const name of ['PETSTORE_API_KEY', 'PETSTORE_BASE_URL', 'PETSTORE_REDIS_URL'])
    if (process.env[name]) console.error(`petstore-mcp --mock: ${name} is ignored`);
  console.error(
    `petstore-mcp --mock: every tool call is answered by an in-process mock of the Pet Store (the seeded dataset, key ${mockKey}, its rate limits), NOT by the service. Nothing is sent over the network; what the agent creates is gone when the server stops.`,
  );
  return {
    apiKey: mockKey,
    baseUrl: mock.baseUrl,
    fetch: (input, init) => mock.fetch(new Request(input, init)),
  };
}
