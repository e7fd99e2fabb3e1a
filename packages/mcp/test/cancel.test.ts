// A tool call the agent gave up on is never sent later: cancelled while it waits at the
// rate-limit gate, over stdio (notifications/cancelled) and over Streamable HTTP
// (notifications/cancelled, or a closed connection), against the standalone mock.
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, outputs, overStdio, type Stderr, startHttp } from './petstore-mcp';

const apiKey = 'mcp-cancel-key-5d1e';
let mock: StandalonePetStore;

beforeAll(async () => {
  mock = await startPetStoreServer({
    port: 0,
    plans: { two: { perMinute: 2, perDay: 1000 } },
    keys: { [apiKey]: 'two' },
  });
});
afterAll(async () => {
  await mock.close();
  expect(outputs.join('\n')).not.toContain(apiKey);
});

beforeEach(() => mock.mock.reset());

const env = () => ({ PETSTORE_API_KEY: apiKey, PETSTORE_BASE_URL: mock.url, PETSTORE_MAX_WAIT_SECONDS: '5' });
const created = () => mock.mock.journal.entries.filter((entry) => entry.operationId === 'createCategory');

const cancelled = { body: { name: 'Cancelled' } };

/**
 * Spends the window, lets `giveUp` call createCategory and give up on it while it waits for the
 * next window, and asks for the categories, a call that waits for the same window. The bin says
 * on stderr that the cancelled call ended before that answer (the window returns 2 s after the
 * cancel): once ended, it can never be sent.
 */
async function expectNeverSent(
  first: Agent,
  stderr: Stderr,
  giveUp: () => Promise<unknown>,
  after: () => Promise<Agent>,
): Promise<void> {
  // Three seconds before the minute ends: the window of two requests returns in 3 s, which a
  // tool call waits out (PETSTORE_MAX_WAIT_SECONDS is 5).
  const now = new Date();
  now.setUTCSeconds(57, 0);
  mock.mock.clock.set(now);
  for (const offset of [0, 1]) expect((await first.call('listCategories', { offset })).isError).toBeFalsy();
  await expect(giveUp()).rejects.toThrow();
  const ended = stderr.waitFor(/createCategory: cancelled by the agent/).then(() => 'ended');
  const next = await after();
  const answered = next.call('listCategories', { limit: 100 });
  expect(await Promise.race([ended, answered.then(() => 'answered first')])).toBe('ended');
  const answer = await answered;
  expect(answer.isError).toBeFalsy();
  expect(answer.structuredContent).toMatchObject({ items: expect.any(Array) });
  expect(JSON.stringify(answer.structuredContent)).not.toContain('Cancelled');
  expect(created()).toEqual([]);
}

describe('a tool call cancelled while it waits at the rate-limit gate is never sent', () => {
  it.each([
    [
      'stdio',
      async () => {
        const agent = await overStdio(env());
        return { agent, stderr: agent.stderr, stop: () => agent.close() };
      },
    ],
    [
      'Streamable HTTP',
      async () => {
        const bin = await startHttp(env());
        const agent = await bin.connect();
        return { agent, stderr: bin.stderr, stop: () => agent.close().then(() => bin.stop()) };
      },
    ],
  ])('over %s: the Client times out after 1 s and sends notifications/cancelled', async (_, open) => {
    const { agent, stderr, stop } = await open();
    try {
      await expectNeverSent(
        agent,
        stderr,
        () => agent.call('createCategory', cancelled, { timeout: 1000 }),
        async () => agent,
      );
    } finally {
      await stop();
    }
  });

  it('over Streamable HTTP: the agent drops the connection', async () => {
    const bin = await startHttp(env());
    const agent = await bin.connect();
    try {
      await expectNeverSent(
        agent,
        bin.stderr,
        async () => {
          const waiting = agent.call('createCategory', cancelled);
          await bin.stderr.waitFor(/holding requests for .* \(\w+, createCategory\)/);
          await agent.close();
          return waiting;
        },
        () => bin.connect(),
      );
    } finally {
      await bin.stop();
    }
  });
});
