import { headerNames } from '@petstore/contract';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Fixture, MockOptions } from '../../src/index';
import { type PetStoreServer, setupPetStoreServer } from '../../src/node';

/** A small fixture whose every record the tests know. */
export const fixture = {
  categories: [
    { id: 1, name: 'Dogs', description: 'Loyal companions' },
    { id: 2, name: 'Cats' },
  ],
  pets: [
    { id: 1, name: 'Rex', categoryId: 1, status: 'available' },
    { id: 2, name: 'Tom', categoryId: 2, status: 'sold' },
    { id: 3, name: 'Nemo', categoryId: 1 },
  ],
  inventory: [
    { petId: 1, quantity: 5, status: 'available' },
    { petId: 2, quantity: 1, status: 'sold' },
  ],
  orders: [
    { id: 1, petId: 2, quantity: 1, complete: true, shipDate: '2026-02-01T10:00:00Z' },
    { id: 2, petId: 1, quantity: 2, complete: false },
  ],
} satisfies Fixture;

/** A mock intercepting this test file's `fetch`, reset after every test. */
export function useMock(options: MockOptions = { fixture }): PetStoreServer {
  const mock = setupPetStoreServer(options);
  beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => mock.close());
  return mock;
}

export interface CallOptions {
  /** API key to send; `null` sends none. Default `demo-enterprise` (a plan tests do not exhaust). */
  key?: string | null;
  /** JSON body, sent with `Content-Type: application/json`. */
  body?: unknown;
  /** A raw body, sent as is. */
  raw?: BodyInit;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on; the Error shape is checked with ErrorBody.
  body: any;
}

/** Where `call` sends requests: the base URL, and `send` to use instead of the global `fetch`. */
export interface Target {
  readonly baseUrl: string;
  readonly send?: (request: Request) => Promise<Response>;
}

/** Calls the mock (through MSW's interception of `fetch`, unless `send` is given) and reads the JSON answer. */
export async function call(
  target: Target,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers = new Headers(options.headers);
  const key = options.key === undefined ? 'demo-enterprise' : options.key;
  if (key !== null) headers.set(headerNames.apiKey, key);
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    if (!headers.has(headerNames.contentType)) headers.set(headerNames.contentType, 'application/json');
    body = JSON.stringify(options.body);
  }
  const request = new Request(`${target.baseUrl}${path}`, { method, headers, body });
  const response = await (target.send ? target.send(request) : fetch(request));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}
