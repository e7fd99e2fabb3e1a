// petstore-mcp --mock: the tools answer from an in-process mock, with no key, no service and no
// network (a preloaded module makes every socket connection throw), and say so. One bin serves
// both tests: the preload and a base URL it must ignore are there from its start.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Agent, overStdio, type Stderr } from './petstore-mcp';

// Loaded before the bin: any TCP connection (fetch included) fails loudly; local sockets (a path,
// not a port) are let through. Node's fetch passes a `path` member that is undefined: only a
// string is a local socket.
const noNetwork = `data:text/javascript,${encodeURIComponent(`
import net from 'node:net';
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const options = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (typeof options?.path === 'string') return connect.apply(this, args);
  process.stderr.write('NETWORK USED\\n');
  throw new Error('no network in --mock');
};`)}`;

let agent: Agent & { stderr: Stderr };
beforeAll(async () => {
  agent = await overStdio({ PETSTORE_BASE_URL: 'http://192.0.2.1:9' }, ['--mock'], ['--import', noNetwork]);
});
afterAll(() => agent.close());

it('answers listPets with no key and no network, from the seeded dataset, saying so on stderr and in every result', async () => {
  const page = await agent.call('listPets', { limit: 2 });
  expect(page.isError).toBeFalsy();
  expect(page.structuredContent).toMatchObject({
    items: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
    nextPage: { limit: 2, offset: 2 },
  });
  const created = await agent.call('createCategory', { body: { name: 'Tried in the mock' } });
  const refused = await agent.call('getCategory', { categoryId: 999_999 });
  for (const answer of [page, created, refused])
    expect((answer.content[0] as { text: string }).text).toMatch(/^MOCK: answered by the in-process mock/);
  expect(refused.structuredContent).toMatchObject({ error: { code: 'not_found' } });
  expect(agent.stderr.text()).toMatch(
    /--mock: every tool call is answered by an in-process mock .* NOT by the service/,
  );
});

it('opens no network connection', async () => {
  const answer = await agent.call('listPets', { limit: 1 });
  expect(answer.structuredContent).toMatchObject({ items: [expect.objectContaining({ id: 1 })] });
  await agent.stderr.waitFor(/PETSTORE_BASE_URL is ignored/);
  expect(agent.stderr.text()).not.toContain('NETWORK USED');
});
