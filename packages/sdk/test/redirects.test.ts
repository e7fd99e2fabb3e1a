import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIConnectionError, PetStore } from '../src/index';

// Home of redirects: two real origins (two ports), since what crosses between origins is what is
// tested; the API key never reaches another one.
interface Seen {
  readonly origin: 'home' | 'elsewhere';
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

const seen: Seen[] = [];
let home = '';
let elsewhere = '';
const servers: Server[] = [];

function start(
  origin: Seen['origin'],
  route: (url: string, method: string) => [number, Record<string, string>, string],
) {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({
        origin,
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const [status, headers, text] = route(request.url ?? '', request.method ?? '');
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(text);
    });
  });
  servers.push(server);
  return new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  home = await start('home', (url, method) => {
    if (url.startsWith('/pets')) return [307, { Location: `${elsewhere}/pets` }, ''];
    if (url === '/categories/1') return [301, { Location: '/categories/2' }, ''];
    if (url === '/categories/2') return [200, {}, JSON.stringify({ id: 2, name: 'Dogs' })];
    if (url === '/categories' && method === 'POST') return [303, { Location: '/categories/2' }, ''];
    if (url.startsWith('/store/orders')) return [302, { Location: '/store/orders' }, ''];
    if (url === '/store/inventory') return [308, { Location: `//${new URL(elsewhere).host}/pets` }, ''];
    if (url === '/store/inventory/1')
      return [302, { Location: `http://localhost:${new URL(home).port}/categories/2` }, ''];
    return [404, {}, ''];
  });
  elsewhere = await start('elsewhere', () => [200, {}, '[]']);
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const client = () => new PetStore({ apiKey: 'k-secret', baseUrl: home, maxRetries: 0 });

describe('redirects', () => {
  it('does not carry the API key to another origin', async () => {
    seen.length = 0;
    const page = await client().pets.list();
    expect(page.items).toEqual([]);
    expect(seen.map((request) => [request.origin, request.headers['x-api-key']])).toEqual([
      ['home', 'k-secret'],
      ['elsewhere', undefined],
    ]);
  });

  it('does not carry it there however the Location names it: protocol-relative, or this server as localhost', async () => {
    seen.length = 0;
    expect((await client().store.inventory.list()).items).toEqual([]);
    await client()
      .store.inventory.retrieve(1)
      .catch(() => undefined); // answered with a category: not an inventory item, which is not the point
    expect(
      seen.map((request) => [request.origin, request.headers.host, request.headers['x-api-key']]),
    ).toEqual([
      ['home', new URL(home).host, 'k-secret'],
      ['elsewhere', new URL(elsewhere).host, undefined],
      ['home', new URL(home).host, 'k-secret'],
      ['home', `localhost:${new URL(home).port}`, undefined],
    ]);
  });

  it('keeps the key on a redirect within the origin', async () => {
    seen.length = 0;
    expect(await client().categories.retrieve(1)).toEqual({ id: 2, name: 'Dogs' });
    expect(seen.map((request) => [request.url, request.headers['x-api-key']])).toEqual([
      ['/categories/1', 'k-secret'],
      ['/categories/2', 'k-secret'],
    ]);
  });

  it('turns a POST answered 303 into a GET without body', async () => {
    seen.length = 0;
    expect(await client().categories.create({ name: 'Dogs' })).toEqual({ id: 2, name: 'Dogs' });
    expect(
      seen.map((request) => [request.method, request.url, request.body, request.headers['content-type']]),
    ).toEqual([
      ['POST', '/categories', '{"name":"Dogs"}', 'application/json'],
      ['GET', '/categories/2', '', undefined],
    ]);
  });

  it('stops after 20 redirects', async () => {
    seen.length = 0;
    const error = await client()
      .store.orders.list()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toMatch(/more than 20/);
    expect(seen).toHaveLength(21);
  });
});
