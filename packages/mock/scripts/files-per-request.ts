// How many of the mock's source files a reader follows for one request: the files of
// packages/mock/src whose code runs while the standalone server answers it (V8's precise coverage,
// taken around the request; start-up and the first answer's lazy work are left out). Run with
// `node --conditions=@petstore/source --import tsx packages/mock/scripts/files-per-request.ts`.
import { fileURLToPath } from 'node:url';
import { demoApiKeys, headerNames } from '@petstore/contract';
import { watchFilesRun } from '../../../scripts/files-run';
import { startPetStoreServer } from '../src/node';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const { filesRun, stop } = await watchFilesRun([src], src);

const server = await startPetStoreServer({ port: 0 });
const key = Object.keys(demoApiKeys)[0] as string;
const flows: [string, () => Promise<Response>][] = [
  ['GET /pets/1', () => fetch(`${server.url}/pets/1`, { headers: { [headerNames.apiKey]: key } })],
  ['POST /__admin/reset', () => fetch(`${server.url}/__admin/reset`, { method: 'POST' })],
];
for (const [name, send] of flows) {
  await (await send()).arrayBuffer(); // the first answer loads and builds what later ones reuse
  await server.mock.journal.clear();
  await filesRun();
  const response = await send();
  await response.arrayBuffer();
  // A reset reloads the dataset in the store's queue: wait for it, it is part of the request.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const files = await filesRun();
  console.log(`${name} (${response.status}): ${files.length} files\n  ${files.join('\n  ')}`);
}
await server.close();
stop();
