// petstore-mcp --mock: the tools answer from an in-process mock, with no key, no service and no
// network (a preloaded module makes every socket connection throw), and say so.
import { expect, it } from 'vitest';
import { overStdio, RawStdio } from './petstore-mcp';

// Loaded before the bin: any TCP connection (fetch included) fails loudly; local sockets (tsx
// talks to its own process through one) are let through.
const noNetwork = `data:text/javascript,${encodeURIComponent(`
import net from 'node:net';
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const options = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (typeof options === 'object' && options !== null && 'path' in options) return connect.apply(this, args);
  process.stderr.write('NETWORK USED\\n');
  throw new Error('no network in --mock');
};`)}`;

it('answers listPets with no key and no network, from the seeded dataset, saying so on stderr and in every result', async () => {
  const agent = await overStdio({}, ['--mock']);
  try {
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
  } finally {
    await agent.close();
  }
});

it('opens no network connection', async () => {
  const bin = new RawStdio({ PETSTORE_BASE_URL: 'http://192.0.2.1:9' }, ['--mock'], ['--import', noNetwork]);
  try {
    await bin.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      }),
    );
    await bin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    await bin.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'listPets', arguments: { limit: 1 } },
      }),
    );
    const [, answer] = await bin.answers(2);
    expect(answer).toMatchObject({
      id: 2,
      result: { structuredContent: { items: [expect.objectContaining({ id: 1 })] } },
    });
    await bin.stderr.waitFor(/PETSTORE_BASE_URL is ignored/);
    expect(bin.stderr.text()).not.toContain('NETWORK USED');
  } finally {
    await bin.stop();
  }
});
