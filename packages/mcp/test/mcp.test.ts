// petstore-mcp driven by the MCP SDK's own Client over stdio and over Streamable HTTP, against
// the standalone mock on a free port.
import { spawnSync } from 'node:child_process';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { operationList, operations } from '@petstore/contract';
import { deprecationText } from '@petstore/contract/internal';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validRequests } from '../../mock/test/support/valid-requests';
import { type Agent, binArgs, outputs, overStdio, startHttp } from './petstore-mcp';

const apiKey = 'mcp-secret-key-7f3a';
const burstKey = 'mcp-burst-key-19c2';
let mock: StandalonePetStore;
// The spec's service: `X-RateLimit-*` alone, its clock moved per test.
let specMock: StandalonePetStore;

beforeAll(async () => {
  const options = {
    port: 0,
    plans: { agent: { perMinute: 1000, perDay: 100_000 }, free60: { perMinute: 60, perDay: 1000 } },
    keys: { [apiKey]: 'agent', [burstKey]: 'free60' },
  };
  [mock, specMock] = await Promise.all([
    startPetStoreServer(options),
    startPetStoreServer({ ...options, rateLimitHeaders: 'x-ratelimit' }),
  ]);
});
afterAll(async () => {
  await Promise.all([mock.close(), specMock.close()]);
  // Every text the tools answered and every line the bins wrote: none holds a key.
  const all = outputs.join('\n');
  for (const key of [apiKey, burstKey]) expect(all).not.toContain(key);
});

function env(key: string): Record<string, string> {
  return { PETSTORE_API_KEY: key, PETSTORE_BASE_URL: mock.url, PETSTORE_MAX_WAIT_SECONDS: '5' };
}

async function overHttp(key: string, args: readonly string[] = []): Promise<Agent> {
  const bin = await startHttp(env(key), args);
  const agent = await bin.connect();
  return {
    ...agent,
    close: async () => {
      await agent.close();
      await bin.stop();
    },
  };
}

const transports = [
  ['stdio', (key: string, args?: readonly string[]) => overStdio(env(key), args)],
  ['Streamable HTTP', overHttp],
] as const;

describe.each(transports)('petstore-mcp over %s', (_, connect) => {
  let agent: Agent;
  beforeAll(async () => {
    agent = await connect(apiKey);
  });
  afterAll(() => agent.close());
  afterEach(() => mock.mock.reset());

  // The Client listed the tools when it connected: it checks every result against its tool's
  // outputSchema, error results included, and throws on one that does not match.
  const call = (name: string, args: Record<string, unknown> = {}) => agent.call(name, args);
  const data = (answer: CallToolResult) => answer.structuredContent as Record<string, unknown>;

  it('lists one tool per operation, with its schema, description and annotations', async () => {
    const { tools } = await agent.client.listTools();
    const expected = operationList
      .map((operation) => operation.operationId)
      .filter((id) => id !== 'getOpenApiDocument');
    expect(tools.map((tool) => tool.name).sort()).toEqual([...expected].sort());
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect(byName.get('listPets')?.inputSchema.properties).toEqual(
      expect.objectContaining({
        limit: expect.any(Object),
        offset: expect.any(Object),
        status: expect.any(Object),
      }),
    );
    expect(byName.get('createPet')?.inputSchema).toMatchObject({ type: 'object', required: ['body'] });
    expect(byName.get('listPets')?.description).toContain(operations.listPets.summary);
    // The contract's one wording of a deprecation, as the SDK's `@deprecated` has it.
    expect(byName.get('getPetById')?.description).toContain(
      deprecationText(operations.getPetById.deprecated),
    );
    expect(byName.get('listPets')?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(byName.get('deletePet')?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
    });
    // Every operation that honours an `Idempotency-Key` is idempotent, a POST included: its tool
    // takes the key a repeat sends again.
    for (const operation of operationList.filter((row) => byName.has(row.operationId))) {
      const tool = byName.get(operation.operationId);
      const idempotent = operation.method === 'get' || operation.idempotent === true;
      expect(tool?.annotations?.idempotentHint, operation.operationId).toBe(idempotent);
      expect(Object.hasOwn(tool?.inputSchema.properties ?? {}, 'idempotencyKey'), operation.operationId).toBe(
        operation.idempotent === true,
      );
    }
    expect(byName.get('createPet')?.annotations?.idempotentHint).toBe(true);
  });

  it('sends a repeat of a creation with the same idempotencyKey as the same key: one pet, the first answer', async () => {
    const args = { body: { name: 'Once', categoryId: 1 }, idempotencyKey: 'mcp-repeat-4d1e' };
    const first = await call('createPet', args);
    const again = await call('createPet', args);
    expect(first.isError).toBeFalsy();
    expect(data(again)).toEqual(data(first));
    // Both were sent; the second was answered with the first answer (the same new pet).
    const creations = mock.mock.journal.entries.filter((entry) => entry.operationId === 'createPet');
    expect(creations.map((entry) => entry.status)).toEqual([201, 201]);
    const named = await call('listPets', { limit: 100 });
    const items = (data(named).items as { name: string }[]).filter((pet) => pet.name === 'Once');
    expect(items).toHaveLength(1);
  });

  it('gives every tool an outputSchema from the contract: the answer, or the error', async () => {
    const { tools } = await agent.client.listTools();
    for (const tool of tools) {
      expect(tool.outputSchema, tool.name).toMatchObject({
        type: 'object',
        anyOf: [expect.any(Object), expect.any(Object)],
      });
      const [answer, error] = (tool.outputSchema as unknown as { anyOf: { required: string[] }[] }).anyOf;
      expect(error?.required, tool.name).toEqual(['error']);
      const operation = operationList.find((row) => row.operationId === tool.name);
      const answerFields = operation?.paginated
        ? ['items', 'total', 'nextPage']
        : operation && 'schema' in operation.response
          ? ['result']
          : ['done'];
      if (operation?.deprecated) answerFields.push('deprecation');
      expect(answer?.required, tool.name).toEqual(answerFields);
    }
    const getCategory = tools.find((tool) => tool.name === 'getCategory');
    expect(getCategory?.outputSchema?.anyOf).toContainEqual(
      expect.objectContaining({
        properties: {
          result: expect.objectContaining({
            required: ['id', 'name'],
            properties: expect.objectContaining({ name: expect.any(Object) }),
          }),
        },
      }),
    );
  });

  it('calls every tool with arguments built from the contract, and each sends its operation and succeeds', async () => {
    // In the contract's order, on the seed: each request succeeds after those before it.
    const requests = await validRequests();
    const { tools } = await agent.client.listTools();
    expect(tools.length).toBeGreaterThan(0);
    for (const { operationId } of operationList) {
      if (!tools.some((tool) => tool.name === operationId)) continue;
      const { pathParams, query, body } = requests[operationId];
      await mock.mock.journal.clear();
      const answer = await call(operationId, { ...pathParams, ...query, ...(body && { body }) });
      expect(answer.isError, `${operationId}: ${JSON.stringify(answer.structuredContent)}`).toBeFalsy();
      expect(mock.mock.journal.entries.map((entry) => [entry.operationId, entry.status])).toEqual([
        [operationId, operations[operationId].response.status],
      ]);
    }
  });

  it('answers the deprecated getPetById with the pet and a note naming the sunset and the replacement', async () => {
    const { sunset, replacement } = operations.getPetById.deprecated;
    const answer = await call('getPetById', { petId: 1 });
    expect(answer.isError).toBeFalsy();
    expect(data(answer)).toMatchObject({ result: { id: 1 }, deprecation: { sunset, replacement } });
    expect((answer.content[0] as { text: string }).text).toContain(
      `deprecated and stops working after ${sunset}`,
    );
  });

  it('turns a 404 and a 422 into error results with the Error object and the request id', async () => {
    const missing = await call('getCategory', { categoryId: 999_999 });
    expect(missing.isError).toBe(true);
    expect(data(missing).error).toMatchObject({
      code: 'not_found',
      status: 404,
      requestId: expect.any(String),
    });
    const unknown = await call('createPet', { body: { name: 'Ghost', categoryId: 999_999 } });
    expect(data(unknown).error).toMatchObject({ code: 'category_not_found', status: 422 });
  });

  it('refuses malformed input before sending anything, naming the fields', async () => {
    const sent = mock.mock.journal.entries.length;
    const bad = await call('createPet', { body: { name: 5 }, extra: true });
    expect(bad.isError).toBe(true);
    const fields = (data(bad).error as { fields: { path: string }[] }).fields.map((field) => field.path);
    expect(fields).toEqual(
      expect.arrayContaining(['arguments.body.name', 'arguments.body.categoryId', 'arguments.extra']),
    );
    expect((await call('listPets', { limit: 0 })).isError).toBe(true);
    expect(mock.mock.journal.entries.length).toBe(sent);
  });

  it('serves the OpenAPI document as a resource', async () => {
    const { resources } = await agent.client.listResources();
    const [document] = resources;
    const read = await agent.client.readResource({ uri: document?.uri ?? '' });
    expect(JSON.parse((read.contents[0] as { text: string }).text)).toMatchObject({ openapi: '3.0.3' });
  });
});

/** The services a burst meets: the mock over each transport, and the spec's with its clock its own. */
const burstServices = [
  ...transports.map(([name, connect]) => ({ name: `over ${name}`, spec: false, aheadMs: 0, connect })),
  ...[
    ['1 h behind', -3_600_000],
    ['2 min ahead', 120_000],
  ].map(([name, aheadMs]) => ({
    name: `over stdio, X-RateLimit-* alone, a clock ${name}`,
    spec: true,
    aheadMs: aheadMs as number,
    connect: (key: string) => overStdio({ ...env(key), PETSTORE_BASE_URL: specMock.url }),
  })),
];

describe.each(burstServices)(
  'a burst of 100 tool calls on a 60-a-minute key, $name',
  ({ spec, aheadMs, connect }) => {
    it('ends with 0 bans and 0 429s; the calls past the quota say when to retry', async () => {
      const service = spec ? specMock : mock;
      service.mock.reset();
      // One second into a minute of the service's clock (the next one, for ours): the quota returns
      // in 59 s, longer than a tool call waits (5 s). The service's `Date` says which time it keeps,
      // so its `X-RateLimit-Reset` is read on its clock, ahead or behind.
      const serviceNow = Date.now() + aheadMs + (spec ? 0 : 60_000);
      service.mock.clock.set(Math.floor(serviceNow / 60_000) * 60_000 + 1000);
      const agent = await connect(burstKey);
      try {
        const answers = (await Promise.all(
          Array.from({ length: 100 }, (_, offset) =>
            agent.client.callTool({ name: 'listCategories', arguments: { offset } }),
          ),
        )) as CallToolResult[];
        outputs.push(JSON.stringify(answers));
        const refused = answers.filter((answer) => answer.isError);
        expect(answers.length - refused.length).toBe(60);
        for (const answer of refused) {
          expect((answer.structuredContent as { error: { code: string } }).error.code).toBe('rate_limited');
          expect((answer.content[0] as { text: string }).text).toMatch(/Retry after \d+ s/);
        }
        const statuses = service.mock.journal.entries.map((entry) => entry.status);
        expect(statuses.filter((status) => status === 403 || status === 429)).toEqual([]);
      } finally {
        await agent.close();
      }
    });
  },
);

describe.each(transports)('a chosen set of tools, over %s', (_, connect) => {
  it('--read-only lists only the tools that change nothing, and refuses to call the others', async () => {
    const agent = await connect(apiKey, ['--read-only']);
    try {
      const { tools } = await agent.client.listTools();
      const reads = operationList.filter((operation) => operation.method === 'get' && !operation.public);
      expect(tools.map((tool) => tool.name).sort()).toEqual(
        reads.map((operation) => operation.operationId).sort(),
      );
      for (const tool of tools)
        expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      const sent = mock.mock.journal.entries.length;
      const refused = await agent.call('deletePet', { petId: 1 });
      expect(refused.isError).toBe(true);
      expect(refused.structuredContent).toMatchObject({ error: { code: 'unknown_tool' } });
      expect(mock.mock.journal.entries.length).toBe(sent);
    } finally {
      await agent.close();
    }
  });

  it('--tools offers only the tools named', async () => {
    const agent = await connect(apiKey, ['--tools', 'getCategory,listPets']);
    try {
      const { tools } = await agent.client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['listPets', 'getCategory']);
      expect(
        (await agent.call('createCategory', { body: { name: 'Nope' } })).structuredContent,
      ).toMatchObject({
        error: { code: 'unknown_tool' },
      });
      expect((await agent.call('getCategory', { categoryId: 1 })).structuredContent).toMatchObject({
        result: { id: 1 },
      });
    } finally {
      await agent.close();
    }
  });
});

describe('petstore-mcp misconfigured', () => {
  const cases: [string, Record<string, string>, RegExp, string[]][] = [
    ['no API key', { PETSTORE_API_KEY: '' }, /PETSTORE_API_KEY/, []],
    [
      'a wait that is not a number',
      { PETSTORE_MAX_WAIT_SECONDS: 'soon' },
      /PETSTORE_MAX_WAIT_SECONDS must be/,
      [],
    ],
    ['an unknown flag', {}, /Unknown option '--verbose'/, ['--verbose']],
    [
      'a tool that does not exist',
      {},
      /No tool is named adoptPet; the tools are listPets, /,
      ['--tools', 'listPets,adoptPet'],
    ],
    [
      'a read-only choice of a tool that changes data',
      {},
      /deletePet changes data, which read-only excludes/,
      ['--read-only', '--tools', 'listPets,deletePet'],
    ],
  ];
  it.each(cases)('exits 1 with a message that names the problem: %s', (_, overrides, message, args) => {
    const run = spawnSync(process.execPath, binArgs(args), {
      env: { PATH: process.env.PATH ?? '', ...env(apiKey), ...overrides },
      input: '',
      encoding: 'utf8',
      timeout: 30_000,
    });
    outputs.push(run.stdout, run.stderr);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });
});
