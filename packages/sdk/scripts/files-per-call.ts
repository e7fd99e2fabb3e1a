// How many source files a reader follows for one call of the SDK: the files of packages/sdk/src
// and packages/contract/src whose code runs while `client.pets.list()` is answered (V8's precise
// coverage, taken around the call; the client's construction and the first call's lazy work are
// left out). The mock runs in a child process, so that its use of the contract is not counted.
// Run with `node --conditions=@petstore/source --import tsx packages/sdk/scripts/files-per-call.ts`.
import { fork } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.argv[2] === 'serve') {
  const { startPetStoreServer } = await import('@petstore/mock/node');
  const server = await startPetStoreServer({ port: 0 });
  process.send?.(server.url);
  process.on('disconnect', () => void server.close());
} else {
  const { demoApiKeys } = await import('@petstore/contract');
  const { PetStore } = await import('../src/index');
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const counted = ['sdk/src/', 'contract/src/'].map((folder) => `${root}${folder}`);
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: ['--conditions=@petstore/source', '--import', 'tsx'],
  });
  const baseUrl = await new Promise<string>((resolve) =>
    child.once('message', (url) => resolve(String(url))),
  );
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });

  /** The counted files whose functions ran since the last call (taking coverage resets the counts). */
  async function filesRun(): Promise<string[]> {
    const { result } = await session.post('Profiler.takePreciseCoverage');
    return result
      .filter((script) => script.url.startsWith('file://'))
      .map((script) => ({ script, path: fileURLToPath(script.url) }))
      .filter(({ path }) => counted.some((folder) => path.startsWith(folder)))
      .filter(({ script }) => script.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
      .map(({ path }) => relative(`${root}`, path))
      .sort();
  }

  const key = Object.keys(demoApiKeys).at(-1) as string;
  const client = new PetStore({ apiKey: key, baseUrl });
  await client.pets.list(); // the first call loads and builds what later ones reuse
  await filesRun();
  await client.pets.list();
  const files = await filesRun();
  const sdk = files.filter((file) => file.startsWith('sdk/'));
  console.log(
    `client.pets.list(): ${files.length} files (${sdk.length} of the SDK, ${files.length - sdk.length} of the contract)\n  ${files.join('\n  ')}`,
  );
  session.disconnect();
  child.disconnect();
}
