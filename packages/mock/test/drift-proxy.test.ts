// The standalone mock as a drift proxy (`proxy` option, `--proxy URL`): what it forwards and
// returns, its drift report and controls, and its journal. In front of real node:http servers: a
// second standalone mock (the reference service) and a recording upstream of this file's own.
// Hostile upstreams (unreachable, reset, truncated, hanging, echoing the key) are in
// tests/faults/drift-proxy-upstream.test.ts; the report against a drifted service beside the
// conformance run is in packages/conformance/test/drift-proxy.test.ts.
import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { ErrorBody, headerNames, service } from '@petstore/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectPetStoreMock, type DriftViolation, PetStoreMockError } from '../src/index';
import { type StandalonePetStore, startPetStoreServer } from '../src/node';
import { fixture } from './support/harness';
import { exchange } from './support/raw-exchange';

const apiKey = 'drift-proxy-key-4b1e';

/** One request as the recording upstream received it. */
interface Received {
  readonly method: string;
  readonly url: string;
  readonly rawHeaders: readonly string[];
  readonly body: Buffer;
}

/** What the recording upstream answers: raw headers, written as they are. */
interface Reply {
  readonly status: number;
  readonly reason?: string;
  readonly headers: readonly string[];
  readonly body?: Buffer | string;
}

/** A real node:http server that records each request and answers `reply`, no more and no less. */
async function startRecordingUpstream() {
  const received: Received[] = [];
  let reply: Reply = { status: 204, headers: [] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        rawHeaders: req.rawHeaders,
        body: Buffer.concat(chunks),
      });
      res.sendDate = false;
      res.writeHead(reply.status, reply.reason ?? '', [...reply.headers]);
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    received,
    answer(next: Reply) {
      reply = next;
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw header list as name and value pairs. */
const pairs = (raw: readonly string[]) =>
  Array.from({ length: raw.length / 2 }, (_, i): [string, string] => [
    raw[2 * i] as string,
    raw[2 * i + 1] as string,
  ]);

/** A GET through node:http, which leaves the answer as it came: reason, raw headers, bytes. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ answer: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ answer, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const keyed = { [headerNames.apiKey]: apiKey };

describe('in front of a recording upstream, under a path prefix', () => {
  let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
  let proxy: StandalonePetStore;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startPetStoreServer({ port: 0, proxy: `${upstream.url}/v1/` });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });
  beforeEach(() => proxy.drift?.clear());

  it('forwards the request as it came: method, target, headers with the key, body; hop-by-hop fields dropped, Host rewritten', async () => {
    upstream.answer({ status: 204, headers: [] });
    const body = '{"name":"Rex","status":"sold"}';
    const request = [
      'PATCH /pets/7?b=2&a=%20x HTTP/1.1',
      'Host: proxy.test',
      `X-API-Key: ${apiKey}`,
      'Connection: X-Hop, close',
      'X-Hop: only for the next hop',
      'Keep-Alive: timeout=5',
      'Proxy-Connection: keep-alive',
      'TE: trailers',
      'X-Trace: one',
      'x-trace: two',
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      '',
      `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    ].join('\r\n');
    const answered = await exchange(proxy.port, request);
    expect(answered.status).toBe(204);
    const [received] = upstream.received;
    expect(received?.method).toBe('PATCH');
    expect(received?.url).toBe('/v1/pets/7?b=2&a=%20x');
    expect(received?.body.toString('utf8')).toBe(body);
    const headers = pairs(received?.rawHeaders ?? []);
    expect(headers).toEqual(
      expect.arrayContaining([
        ['X-API-Key', apiKey],
        ['Content-Type', 'application/json'],
        ['Host', upstream.host],
        ['Content-Length', String(body.length)],
      ]),
    );
    // Repeated fields keep their case and their order.
    expect(headers.filter(([name]) => name.toLowerCase() === 'x-trace')).toEqual([
      ['X-Trace', 'one'],
      ['x-trace', 'two'],
    ]);
    const names = headers.map(([name]) => name.toLowerCase());
    for (const hop of ['x-hop', 'keep-alive', 'proxy-connection', 'te', 'transfer-encoding'])
      expect(names, hop).not.toContain(hop);
    expect(names.filter((name) => name === 'host')).toHaveLength(1);
    expect(headers.find(([name]) => name.toLowerCase() === 'connection')?.[1]).not.toContain('X-Hop');
  });

  it('returns the answer as it came: status and reason, headers with their case and repetitions, the bytes of a compressed body', async () => {
    const pet = { id: 3, name: 'Nemo', categoryId: 1, status: 'available' };
    const compressed = gzipSync(JSON.stringify(pet));
    upstream.answer({
      status: 200,
      reason: 'Fine Thanks',
      headers: [
        'Content-Type',
        'application/json',
        'Content-Encoding',
        'gzip',
        'Content-Length',
        String(compressed.length),
        'X-Dup',
        'a',
        'x-dup',
        'b',
        'Date',
        'Tue, 01 Jan 2030 00:00:00 GMT',
        'Connection',
        'X-Hop-Answer',
        'X-Hop-Answer',
        'only for the proxy',
      ],
      body: compressed,
    });
    const { answer, body } = await rawGet(`${proxy.url}/pets/3`, keyed);
    expect([answer.statusCode, answer.statusMessage]).toEqual([200, 'Fine Thanks']);
    expect(body.equals(compressed)).toBe(true);
    const headers = pairs(answer.rawHeaders);
    expect(headers).toEqual(
      expect.arrayContaining([
        ['Content-Encoding', 'gzip'],
        ['Content-Length', String(compressed.length)],
        ['Date', 'Tue, 01 Jan 2030 00:00:00 GMT'],
      ]),
    );
    expect(headers.filter(([name]) => name.toLowerCase() === 'x-dup')).toEqual([
      ['X-Dup', 'a'],
      ['x-dup', 'b'],
    ]);
    expect(headers.map(([name]) => name.toLowerCase())).not.toContain('x-hop-answer');
    expect(headers.filter(([name]) => name.toLowerCase() === 'date')).toHaveLength(1);
    // The body was checked decoded: the pet holds, the missing headers do not.
    const violations = (await proxy.drift?.report())?.violations ?? [];
    expect(violations.map((violation) => violation.detail)).toContain('X-Request-Id is missing');
    expect(violations.filter((violation) => violation.rule === 'body')).toEqual([]);
  });

  it('points the Link and Location of the real service at itself', async () => {
    upstream.answer({
      status: 201,
      headers: [
        'Location',
        '/v1/pets/9',
        'Link',
        `<${upstream.url}/v1/pets?offset=2>; rel="next", <https://petstore.example/docs>; rel="help"`,
      ],
      body: '',
    });
    const answer = await fetch(`${proxy.url}/pets`, { method: 'POST', headers: keyed });
    expect(answer.headers.get('Location')).toBe('/pets/9');
    expect(answer.headers.get('Link')).toBe(
      `<${proxy.url}/pets?offset=2>; rel="next", <https://petstore.example/docs>; rel="help"`,
    );
  });

  it('reports a valid request that the service refuses as invalid', async () => {
    const refusal = { code: 'invalid_request', message: 'no', status: 400 };
    upstream.answer({
      status: 400,
      headers: ['Content-Type', 'application/json', 'X-Request-Id', 'upstream-id-1'],
      body: JSON.stringify(refusal),
    });
    const answer = await fetch(`${proxy.url}/categories`, {
      method: 'POST',
      headers: { ...keyed, 'Content-Type': 'application/json' },
      body: '{"name":"Birds"}',
    });
    expect(await answer.json()).toEqual(refusal);
    expect((await proxy.drift?.report())?.violations).toContainEqual({
      operationId: 'createCategory',
      method: 'POST',
      path: '/categories',
      status: 400,
      rule: 'status',
      detail: 'answered 400 invalid_request to a request the contract accepts',
      summary: 'answered 400 invalid_request to a request the contract accepts',
      count: 1,
    });
    expect(proxy.mock.journal.entries.at(-1)).toMatchObject({
      requestId: 'upstream-id-1',
      method: 'POST',
      path: '/categories',
      operationId: 'createCategory',
      status: 400,
      apiKey: 'drif…',
    });
  });

  it('names the item and the value received, the key masked, and counts each kind once whatever the item or value', async () => {
    const pet = { id: 1, name: 'Rex', categoryId: 2, status: 'available' };
    const page = (pets: readonly object[]) => ({
      status: 200,
      headers: ['Content-Type', 'application/json'],
      body: JSON.stringify(pets),
    });
    upstream.answer(page([pet, { ...pet, id: 2, status: `held for ${apiKey}` }]));
    expect((await fetch(`${proxy.url}/pets?limit=2`, { headers: keyed })).status).toBe(200);
    upstream.answer(page([{ ...pet, status: 'reserved' }]));
    expect((await fetch(`${proxy.url}/pets?limit=1`, { headers: keyed })).status).toBe(200);
    const body = (await proxy.drift?.report())?.violations.filter((violation) => violation.rule === 'body');
    expect(body).toEqual([
      {
        operationId: 'listPets',
        method: 'GET',
        path: '/pets',
        status: 200,
        rule: 'body',
        detail:
          'body[1].status is "held for [redacted]"; the contract allows one of "available", "pending", "sold"',
        summary: 'body[].status must be one of "available", "pending", "sold"',
        count: 2,
      },
    ]);
  });

  it('reports an error code answered under another status than the contract files it under, and a code it does not know', async () => {
    const answer = (code: string) => ({
      status: 400,
      headers: ['Content-Type', 'application/json'],
      body: JSON.stringify({ code, message: 'no', status: 400 }),
    });
    upstream.answer(answer('not_found'));
    expect((await fetch(`${proxy.url}/categories/7`, { headers: keyed })).status).toBe(400);
    upstream.answer(answer('category_gone'));
    expect((await fetch(`${proxy.url}/categories/7`, { headers: keyed })).status).toBe(400);
    const said = (await proxy.drift?.report())?.violations
      .filter((violation) => violation.rule === 'status' || violation.rule === 'body')
      .map(({ rule, detail }) => `${rule}: ${detail}`);
    expect(said).toEqual([
      'status: answered 400 not_found; the contract says 404 not_found',
      'body: body.code "not_found" is a 404 in the contract, answered with 400',
      'body: body.code is "category_gone", which is not an error code of the contract; the contract answers 400 with "invalid_request"',
    ]);
  });

  it(`refuses a body over ${service.maxBodyBytes} bytes itself with 413, forwards nothing, and reports it`, async () => {
    upstream.answer({ status: 204, headers: [] });
    const answer = await fetch(`${proxy.url}/categories`, {
      method: 'POST',
      headers: { ...keyed, 'Content-Type': 'application/json' },
      body: `{"name":"${'x'.repeat(service.maxBodyBytes)}"}`,
    });
    expect(answer.status).toBe(413);
    expect(ErrorBody.parse(await answer.json()).code).toBe('payload_too_large');
    expect(upstream.received).toEqual([]);
    expect((await proxy.drift?.report())?.violations).toEqual([
      {
        operationId: 'createCategory',
        method: 'POST',
        path: '/categories',
        status: 413,
        rule: 'request',
        detail: `the body is over ${service.maxBodyBytes} bytes (413 payload_too_large): not forwarded`,
        summary: `the body is over ${service.maxBodyBytes} bytes (413 payload_too_large): not forwarded`,
        count: 1,
      },
    ]);
  });

  it('keeps /__admin and /docs its own, and forwards every other method and path', async () => {
    upstream.answer({ status: 204, headers: [] });
    expect((await fetch(`${proxy.url}/__admin/clock`)).status).toBe(200);
    expect((await fetch(`${proxy.url}/docs`)).status).toBe(200);
    expect(upstream.received).toEqual([]);
    const answered = await exchange(
      proxy.port,
      'PROPFIND /anything HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answered.status).toBe(204);
    expect(upstream.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PROPFIND /v1/anything',
    ]);
    expect((await proxy.drift?.report())?.violations).toEqual([
      {
        method: 'PROPFIND',
        path: '/anything',
        status: 204,
        rule: 'route',
        detail: 'no operation of the contract answers PROPFIND /anything',
        summary: 'no operation of the contract answers PROPFIND /anything',
        count: 1,
      },
    ]);
  });

  it('answers /__admin and /docs itself with 404 when they are off', async () => {
    const closed = await startPetStoreServer({ port: 0, proxy: upstream.url, admin: false, docs: false });
    try {
      upstream.answer({ status: 204, headers: [] });
      for (const path of ['/__admin/drift', '/docs']) {
        const answer = await fetch(`${closed.url}${path}`);
        expect(answer.status, path).toBe(404);
        expect(ErrorBody.parse(await answer.json()).code).toBe('not_found');
      }
      expect(upstream.received).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});

describe('in front of the reference mock', () => {
  let reference: StandalonePetStore;
  let proxy: StandalonePetStore;
  beforeAll(async () => {
    reference = await startPetStoreServer({ port: 0, fixture, keys: { [apiKey]: 'enterprise' } });
    proxy = await startPetStoreServer({ port: 0, proxy: reference.url });
  });
  afterAll(async () => {
    await proxy.close();
    await reference.close();
  });

  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${proxy.url}${path}`, { ...init, headers: { ...keyed, ...init.headers } });

  it('counts each kind of violation once, reports the caller’s invalid request and an unknown route, and clears on DELETE', async () => {
    await proxy.drift?.clear();
    proxy.mock.journal.clear();
    for (let i = 0; i < 3; i += 1) expect((await send('/pets?limit=2')).status).toBe(200);
    // Forwarded as it came, and answered as the contract says.
    for (let i = 0; i < 2; i += 1) expect((await send('/pets?limit=1000')).status).toBe(400);
    expect((await send('/nowhere')).status).toBe(404);
    const preflight = await send('/pets', {
      method: 'OPTIONS',
      headers: { Origin: 'http://page.test', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    const expected: DriftViolation[] = [
      {
        operationId: 'listPets',
        method: 'GET',
        path: '/pets',
        status: 400,
        rule: 'request',
        detail: 'query.limit: must be ≤ 100',
        summary: 'query.limit: must be ≤ 100',
        count: 2,
      },
      {
        method: 'GET',
        path: '/nowhere',
        status: 404,
        rule: 'route',
        detail: 'no operation of the contract answers GET /nowhere',
        summary: 'no operation of the contract answers GET /nowhere',
        count: 1,
      },
    ];
    expect(await proxy.drift?.report()).toEqual({ violations: expected, omitted: 0 });
    const remote = connectPetStoreMock(proxy.url);
    expect(await remote.drift.report()).toEqual({ violations: expected, omitted: 0 });
    const entries = proxy.mock.journal.entries;
    expect(
      entries.map((entry) => `${entry.method} ${entry.path} ${entry.status} ${entry.operationId}`),
    ).toEqual([
      ...Array(3).fill('GET /pets 200 listPets'),
      ...Array(2).fill('GET /pets 400 listPets'),
      'GET /nowhere 404 undefined',
      'OPTIONS /pets 204 undefined',
    ]);
    expect(entries.slice(0, 6).map((entry) => entry.apiKey)).toEqual(Array(6).fill('drif…'));
    // Each entry holds the X-Request-Id of the reference's answer (which journals no preflight).
    const served = reference.mock.journal.entries.slice(-6).map((entry) => entry.requestId);
    expect(entries.map((entry) => entry.requestId)).toEqual([
      ...served,
      preflight.headers.get(headerNames.requestId),
    ]);
    await remote.drift.clear();
    expect(await proxy.drift?.report()).toEqual({ violations: [], omitted: 0 });
  });

  it('passes pages, links and created records through so that a client following them stays behind it', async () => {
    await proxy.drift?.clear();
    const page = await send('/pets?limit=1');
    expect(page.headers.get('Link')).toContain(`<${proxy.url}/pets?limit=1&offset=1>; rel="next"`);
    const created = await send('/pets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bo', categoryId: 1 }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(created.headers.get('Location')).toBe(`/pets/${id}`);
    expect((await send(`/pets/${id}`)).status).toBe(200);
    expect(await proxy.drift?.report()).toEqual({ violations: [], omitted: 0 });
  });
});

describe('a server that is not a proxy', () => {
  it('answers 404 for /__admin/drift, and connectPetStoreMock says why', async () => {
    const server = await startPetStoreServer({ port: 0 });
    try {
      expect(server.drift).toBeUndefined();
      const answer = await fetch(`${server.url}/__admin/drift`);
      expect(answer.status).toBe(404);
      expect(ErrorBody.parse(await answer.json()).message).toBe(
        '/__admin/drift answers only on a drift proxy (petstore-mock --proxy URL)',
      );
      const remote = connectPetStoreMock(server.url);
      await expect(remote.drift.report()).rejects.toThrow(PetStoreMockError);
      await expect(remote.drift.clear()).rejects.toThrow(/DELETE \/__admin\/drift: .* 404 not_found/);
    } finally {
      await server.close();
    }
  });

  it('refuses a proxy URL that is not http(s) or has a query', async () => {
    await expect(startPetStoreServer({ port: 0, proxy: 'ftp://staging.test' })).rejects.toThrow(/proxy/);
    await expect(startPetStoreServer({ port: 0, proxy: 'http://staging.test/?v=1' })).rejects.toThrow(
      'proxy "http://staging.test/?v=1" must not have a query or a fragment',
    );
  });
});
