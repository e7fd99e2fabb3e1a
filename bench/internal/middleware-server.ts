// The same Pet Store handlers served by @mswjs/http-middleware (Express), for comparison with
// the standalone server. Takes the mock options as JSON in argv[2].
import { createServer as createNetServer } from 'node:net';
import { createServer } from '@mswjs/http-middleware';
import { createPetStoreMock } from '@petstore/mock';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.once('error', reject);
  });
}

// The handlers answer one origin, so the port must be known before they are made.
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const mock = createPetStoreMock({ ...JSON.parse(process.argv[2] ?? '{}'), baseUrl: url });
const server = createServer(...mock.handlers).listen(port, '127.0.0.1', () => {
  console.log(`Pet Store mock listening on ${url}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
