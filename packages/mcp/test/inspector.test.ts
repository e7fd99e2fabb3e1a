// A second, independent client: the MCP Inspector's CLI mode (`@modelcontextprotocol/inspector
// --cli`, whose code is the package @modelcontextprotocol/inspector-cli), over stdio and over
// Streamable HTTP. It lists the tools before a call, so its Client checks each result against
// the tool's outputSchema.
import { execFile } from 'node:child_process';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { operationList } from '@petstore/contract';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { binArgs, type HttpBin, outputs, startHttp } from './petstore-mcp';

const run = promisify(execFile);
// Its code bundled once per run (bundle-bin.ts), beside its package.json.
const inspector = inject('inspectorCli');
const apiKey = 'mcp-inspector-key-0a6d';
let mock: StandalonePetStore;

beforeAll(async () => {
  mock = await startPetStoreServer({ port: 0, keys: { [apiKey]: 'business' } });
});
afterAll(async () => {
  await mock.close();
  expect(outputs.join('\n')).not.toContain(apiKey);
});

/**
 * Runs the Inspector's CLI and reads the JSON it prints.
 * @param target - The server's URL, or its command (the arguments of which go after `--`).
 */
async function inspect(target: readonly string[], args: readonly string[]): Promise<Record<string, unknown>> {
  const [command, ...rest] = target;
  const { stdout, stderr } = await run(
    process.execPath,
    [inspector, command as string, ...args, '--', ...rest],
    {
      // It reads its own package.json relative to the working directory.
      cwd: dirname(inspector),
      env: { PATH: process.env.PATH ?? '', PETSTORE_API_KEY: apiKey, PETSTORE_BASE_URL: mock.url },
      timeout: 60_000,
    },
  );
  outputs.push(stdout, stderr);
  return JSON.parse(stdout) as Record<string, unknown>;
}

const reads = operationList.filter((operation) => operation.method === 'get' && !operation.public);
const stdio = (args: readonly string[]) => [process.execPath, ...binArgs(args)];

describe('the MCP Inspector CLI over stdio', () => {
  it('lists every tool with an outputSchema, and with --read-only only the reads', async () => {
    const all = (await inspect(stdio([]), ['--method', 'tools/list'])).tools as { outputSchema?: unknown }[];
    expect(all).toHaveLength(operationList.filter((operation) => !operation.public).length);
    for (const tool of all) expect(tool.outputSchema).toMatchObject({ type: 'object' });
    const readOnly = (await inspect(stdio(['--read-only']), ['--method', 'tools/list'])).tools as {
      name: string;
    }[];
    expect(readOnly.map((tool) => tool.name).sort()).toEqual(
      reads.map((operation) => operation.operationId).sort(),
    );
  });

  it('calls a tool with --mock and no key', async () => {
    const answer = await inspect(stdio(['--mock']), [
      '--method',
      'tools/call',
      '--tool-name',
      'listPets',
      '--tool-arg',
      'limit=2',
    ]);
    expect(answer).toMatchObject({ structuredContent: { items: [expect.any(Object), expect.any(Object)] } });
    expect((answer.content as { text: string }[])[0]?.text).toMatch(/^MOCK: /);
  });
});

describe('the MCP Inspector CLI over Streamable HTTP', () => {
  let bin: HttpBin;
  beforeAll(async () => {
    bin = await startHttp({ PETSTORE_API_KEY: apiKey, PETSTORE_BASE_URL: mock.url });
  });
  afterAll(() => bin.stop());

  it('calls a tool and gets the record as structuredContent', async () => {
    const answer = await inspect(
      [bin.url],
      [
        '--transport',
        'http',
        '--method',
        'tools/call',
        '--tool-name',
        'getCategory',
        '--tool-arg',
        'categoryId=1',
      ],
    );
    expect(answer).toMatchObject({ structuredContent: { result: { id: 1 } } });
    expect(answer.isError).toBeUndefined();
  });
});
