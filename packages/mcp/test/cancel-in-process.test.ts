// The SDK's part of a cancelled tool call: aborted while it backs off before a retry, or while it
// waits at the rate-limit gate, it is never sent later. The server in this process on the
// in-process mock, with the MCP SDK's Client over its in-memory transport and fake timers, so
// that the retry's moment and the window's end are reached without waiting.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createPetStoreMock, type PetStoreMock } from '@petstore/mock';
import { PetStoreCore, type PetStoreHooks } from '@petstore/sdk/functions';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createPetStoreMcpServer } from '../src/index';

const apiKey = 'mcp-in-process-key-2b7c';
let mock: PetStoreMock;
let client: Client;
const logged: string[] = [];

/** Resolves on the first time the SDK tells `hook` of a call. */
let told: (hook: keyof PetStoreHooks) => Promise<void>;

beforeEach(async () => {
  logged.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:57Z'));
  mock = createPetStoreMock({ plans: { one: { perMinute: 1, perDay: 1000 } }, keys: { [apiKey]: 'one' } });
  const waiters = new Map<string, () => void>();
  told = (hook) => new Promise((resolve) => waiters.set(hook, resolve));
  const hooks: PetStoreHooks = {
    onRetry: () => waiters.get('onRetry')?.(),
    onRateLimitWait: () => waiters.get('onRateLimitWait')?.(),
  };
  const core = new PetStoreCore({
    apiKey,
    baseUrl: mock.baseUrl,
    fetch: (input, init) => mock.fetch(new Request(input, init)),
    maxRetryAfter: 5,
    hooks: [hooks],
  });
  const server = createPetStoreMcpServer({ client: core, apiKey, log: (message) => logged.push(message) });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  client = new Client({ name: 'petstore-test', version: '1.0.0' });
  await client.connect(clientSide);
});
afterEach(async () => {
  await client.close();
  vi.useRealTimers();
});

const sent = () => mock.journal.entries.filter((entry) => entry.operationId === 'createCategory').length;

async function cancelWhen(hook: keyof PetStoreHooks): Promise<void> {
  const controller = new AbortController();
  const reached = told(hook);
  const call = client.callTool(
    { name: 'createCategory', arguments: { body: { name: 'Cancelled' } } },
    undefined,
    {
      signal: controller.signal,
    },
  );
  await reached;
  controller.abort('the agent gave up');
  await expect(call).rejects.toThrow('the agent gave up');
  // Past the retry's moment and the window's end.
  await vi.advanceTimersByTimeAsync(60_000);
}

const toldOfCancel = expect.stringMatching(/^createCategory: cancelled by the agent .*the agent gave up/);

it('is not sent again after a 503 when it is cancelled during the backoff before its retry', async () => {
  mock.faults.inject({ operationId: 'createCategory', status: 503, times: 1 });
  await cancelWhen('onRetry');
  expect(sent()).toBe(1);
  expect(logged).toContainEqual(toldOfCancel);
  expect(mock.snapshot().categories.map((category) => category.name)).not.toContain('Cancelled');
});

it('is never sent when it is cancelled while it waits at the rate-limit gate', async () => {
  expect((await client.callTool({ name: 'listCategories', arguments: {} })).isError).toBeFalsy();
  await cancelWhen('onRateLimitWait');
  expect(sent()).toBe(0);
  expect(logged).toContainEqual(toldOfCancel);
  // The window it waited for is free: the next call goes.
  expect((await client.callTool({ name: 'listCategories', arguments: {} })).isError).toBeFalsy();
  expect(mock.journal.entries.map((entry) => entry.operationId)).toEqual([
    'listCategories',
    'listCategories',
  ]);
});
