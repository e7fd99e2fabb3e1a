// A service that echoes the API key in its answers, written as a real server: the key reaches no
// tool result, whichever path the result takes (a record, a page, an error, the text).
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { headerNames } from '@petstore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputs, overStdio, startHttp } from './petstore-mcp';

const apiKey = 'echoed-key-4c9b';
let echo: Server;
let url: string;

/** Every character of the key as JSON's `\u00XX` escape, which a parser reads as the key. */
const escaped = Array.from(apiKey, (char) => `\\u00${char.charCodeAt(0).toString(16)}`).join('');

beforeAll(async () => {
  echo = createServer((request, response) => {
    const key = String(request.headers[headerNames.apiKey.toLowerCase()]);
    const category = `{"id":1,"name":"${key}","description":"escaped: ${escaped}"}`;
    const send = (status: number, body: string, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', 'x-echo': key, ...headers }).end(body);
    if (request.url?.startsWith('/categories/1')) send(200, category);
    else if (request.url?.startsWith('/categories/2'))
      send(404, `{"code":"not_found","message":"No category for ${key}","status":404}`);
    else if (request.url?.startsWith('/categories'))
      send(200, `[${category}]`, { [headerNames.totalCount]: '1' });
    else send(404, '{}');
  });
  echo.listen(0, '127.0.0.1');
  await once(echo, 'listening');
  url = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
});
afterAll(() => {
  echo.close();
  // Every text the tools answered and every line the bins wrote.
  expect(outputs.join('\n')).not.toContain(apiKey);
});

describe.each([
  ['stdio', () => overStdio({ PETSTORE_API_KEY: apiKey, PETSTORE_BASE_URL: url })],
  [
    'Streamable HTTP',
    async () => {
      const bin = await startHttp({ PETSTORE_API_KEY: apiKey, PETSTORE_BASE_URL: url });
      const agent = await bin.connect();
      return { ...agent, close: () => agent.close().then(() => bin.stop()) };
    },
  ],
])('a service that echoes the key, over %s', (_, connect) => {
  it('reaches the agent with the key masked in the record, the page, the error and the text', async () => {
    const agent = await connect();
    try {
      const record = await agent.call('getCategory', { categoryId: 1 });
      expect(record.structuredContent).toEqual({
        result: { id: 1, name: '[redacted]', description: 'escaped: [redacted]' },
      });
      const page = await agent.call('listCategories', {});
      expect(page.structuredContent).toMatchObject({ items: [{ name: '[redacted]' }] });
      const error = await agent.call('getCategory', { categoryId: 2 });
      expect(error.structuredContent).toMatchObject({ error: { message: 'No category for [redacted]' } });
      for (const answer of [record, page, error]) expect(JSON.stringify(answer)).not.toContain(apiKey);
    } finally {
      await agent.close();
    }
  });
});
