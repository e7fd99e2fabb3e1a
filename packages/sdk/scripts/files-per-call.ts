// How many source files a reader follows for one call of the SDK: the files of packages/sdk/src
// and packages/contract/src whose code runs while a call is answered (V8's precise coverage, taken
// around the call; the client's construction and the first call's lazy work are left out):
// `client.pets.list()` on its success path, then the same call meeting a 503 and a lost
// connection before it succeeds, then a call that ends in a `NotFoundError`. The mock runs in a
// child process, so that its use of the contract is not counted. Each flow's line holds the SDK's
// files against the goal of docs/design/0023-sdk-internals.md (at most 10), and lists the
// contract's beside them.
// Run with `node --conditions=@petstore/source --import tsx packages/sdk/scripts/files-per-call.ts`.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { watchFilesRun } from '../../../scripts/files-run';

if (process.argv[2] === 'serve') {
  const { startPetStoreServer } = await import('@petstore/mock/node');
  const server = await startPetStoreServer({ port: 0 });
  process.send?.(server.url);
  // The parent asks for the faults of its next flow, and hears when they are in place.
  process.on('message', () => {
    server.mock.faults.inject({ operationId: 'listPets', networkError: true, times: 1 });
    server.mock.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
    process.send?.('faulted');
  });
  process.on('disconnect', () => void server.close());
} else {
  const { demoApiKeys } = await import('@petstore/contract');
  const { PetStore } = await import('../src/index');
  const root = fileURLToPath(new URL('../../', import.meta.url));
  /** The most files of packages/sdk/src a flow may run (docs/design/0023-sdk-internals.md). */
  const sdkGoal = 10;
  const counted = ['sdk/src/', 'contract/src/'].map((folder) => `${root}${folder}`);
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: ['--conditions=@petstore/source', '--import', 'tsx'],
  });
  const baseUrl = await new Promise<string>((resolve) =>
    child.once('message', (url) => resolve(String(url))),
  );
  const { filesRun, stop } = await watchFilesRun(counted, root);

  const key = Object.keys(demoApiKeys).at(-1) as string;
  const client = new PetStore({ apiKey: key, baseUrl, logLevel: 'off' });
  const faulted = () =>
    new Promise<void>((resolve) => {
      child.once('message', () => resolve());
      child.send('fault');
    });
  const flows: [string, () => Promise<unknown>][] = [
    ['client.pets.list()', () => client.pets.list()],
    [
      'client.pets.list() after a 503 and a lost connection',
      async () => {
        await faulted();
        await filesRun(); // the faults' setup is not the call's
        return client.pets.list();
      },
    ],
    ['client.pets.retrieve(999), a NotFoundError', () => client.pets.retrieve(999).catch((error) => error)],
  ];
  await client.pets.list(); // the first call loads and builds what later ones reuse
  await client.pets.retrieve(999).catch(() => undefined);
  for (const [name, call] of flows) {
    await filesRun();
    await call();
    const files = await filesRun();
    const sdk = files.filter((file) => file.startsWith('sdk/'));
    const verdict = sdk.length <= sdkGoal ? 'within' : 'over';
    console.log(
      `${name}: ${sdk.length} files of the SDK (${verdict} the goal of at most ${sdkGoal}), and ${files.length - sdk.length} of the contract\n  ${files.join('\n  ')}`,
    );
  }
  stop();
  child.disconnect();
}
