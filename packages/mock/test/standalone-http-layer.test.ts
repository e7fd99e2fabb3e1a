// What node:http itself refuses or the service has no operation for: each gets the service's Error
// object with X-Request-Id and the anonymous bucket's rate-limit headers, over a real connection.
import { ErrorBody, errorCodes, headerNames, plans } from '@petstore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandalonePetStore, startPetStoreServer } from '../src/node';
import { fixture } from './support/harness';
import { exchange, type RawExchange } from './support/raw-exchange';

let server: StandalonePetStore;
beforeAll(async () => {
  server = await startPetStoreServer({ port: 0, fixture, requestTimeoutMs: 600 });
});
afterAll(() => server.close());

const key = `${headerNames.apiKey}: demo-enterprise\r\n`;

function expectError(answer: RawExchange, code: keyof typeof errorCodes, beforeKey = true): void {
  expect(answer.status).toBe(errorCodes[code].status);
  expect(ErrorBody.parse(JSON.parse(answer.body))).toMatchObject({ code, status: errorCodes[code].status });
  expect(answer.headers.get(headerNames.contentType)).toBe('application/json');
  expect(answer.headers.get(headerNames.requestId)).toMatch(/^[\w-]{8,}$/);
  expect(answer.headers.get(headerNames.rateLimitReset)).toMatch(/^\d+$/);
  expect(answer.headers.get(headerNames.rateLimitPolicy)).toMatch(
    /^"minute";q=\d+;w=60, "day";q=\d+;w=86400$/,
  );
  expect(answer.headers.get(headerNames.rateLimit)).toMatch(/^"minute";r=\d+;t=\d+, "day";r=\d+;t=\d+$/);
  if (!beforeKey) return;
  const { free } = plans;
  // Answered before a key is read: the anonymous bucket's state, and nothing counted.
  expect(answer.headers.get(headerNames.rateLimitLimit)).toBe(String(free.perMinute));
  expect(answer.headers.get(headerNames.rateLimitRemaining)).toBe(String(free.perMinute));
  expect(answer.headers.get(headerNames.rateLimit)).toMatch(
    new RegExp(`^"minute";r=${free.perMinute};t=\\d+, "day";r=${free.perDay};t=\\d+$`),
  );
}

async function stillServes(): Promise<void> {
  const response = await fetch(`${server.url}/pets/1`, {
    headers: { [headerNames.apiKey]: 'demo-enterprise' },
  });
  expect(response.status).toBe(200);
}

describe('requests node:http refuses to parse', () => {
  it.each([
    [
      'headers over 32 KiB',
      `GET /pets HTTP/1.1\r\nHost: x\r\n${key}X-Pad: ${'y'.repeat(33 * 1024)}\r\n\r\n`,
      'headers_too_large',
    ],
    [
      'a URL over 16 KiB, with the headers over 32 KiB',
      `GET /pets?name=${'a'.repeat(33 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      'uri_too_long',
    ],
    ['an invalid method token', 'G@T /pets HTTP/1.1\r\nHost: x\r\n\r\n', 'invalid_request'],
    [
      'raw non-ASCII bytes in the path',
      Buffer.from('GET /pets/\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
      'invalid_request',
    ],
  ] as const)('%s: the Error object, then the connection closes', async (_, request, code) => {
    const answer = await exchange(server.port, request);
    expectError(answer, code);
    expect(answer.closed).toBe(true);
    await stillServes();
  });

  it('a body that stalls past the request timeout: 408, then the connection closes', async () => {
    const answer = await exchange(
      server.port,
      `POST /store/orders HTTP/1.1\r\nHost: x\r\n${key}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"petId":`,
    );
    expectError(answer, 'request_timeout');
    expect(answer.closed).toBe(true);
    expect(server.mock.snapshot().orders).toHaveLength(fixture.orders.length);
  });
});

describe('methods the service has no operation for', () => {
  it.each(['TRACE', 'PROPFIND', 'FOO'])('%s: 405 with Allow and the Error object', async (method) => {
    const answer = await exchange(server.port, `${method} /pets HTTP/1.1\r\nHost: x\r\n${key}\r\n`, {
      waitMs: 1_000,
    });
    expectError(answer, 'method_not_allowed');
    expect(answer.headers.get('Allow')?.split(', ')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'DELETE']),
    );
    expect(answer.headers.get('Allow')).not.toContain(method);
  });

  it('CONNECT: 405, then the connection closes', async () => {
    const answer = await exchange(
      server.port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expectError(answer, 'method_not_allowed');
    expect(answer.closed).toBe(true);
    await stillServes();
  });
});
