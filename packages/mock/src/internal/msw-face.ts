import { getResponse, http } from 'msw';
import { PetStoreMockError } from '../mock-error';
import type { PetStoreMock } from '../pet-store-mock';
import type { Answer } from './answer';
import type { MockCore } from './create-mock-core';
import type { MockRequest } from './mock-request';

function underBase(baseUrl: string): (url: string) => boolean {
  return (url) => url === baseUrl || (url.startsWith(baseUrl) && '/?#'.includes(url.charAt(baseUrl.length)));
}

function fromFetch(request: Request): MockRequest {
  return {
    method: request.method,
    url: new URL(request.url),
    header: (name) => request.headers.get(name) ?? undefined,
    bytes: async () => new Uint8Array(await request.arrayBuffer()),
  };
}

function toResponse({ status, headers, text, dropped }: Answer): Response {
  return dropped ? Response.error() : new Response(text ?? null, { status, headers });
}

/**
 * The MSW face of a mock: one handler that answers its base URL through the mock's request
 * handler, and `fetch`, which answers through that handler without intercepting anything. Only
 * here does an answer become a `Response`.
 */
export function withMswFace(core: MockCore): PetStoreMock {
  const { baseUrl } = core.mock;
  const isUnderBase = underBase(baseUrl);
  const handlers = [
    http.all(
      ({ request }) => isUnderBase(request.url),
      async ({ request }) => toResponse(await core.handle(fromFetch(request))),
    ),
  ];
  return {
    ...core.mock,
    handlers,
    async fetch(request) {
      if (!isUnderBase(request.url)) {
        throw new PetStoreMockError(`${request.url} is not under the mock's base URL ${baseUrl}`);
      }
      const response = await getResponse(handlers, request);
      if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
      return response;
    },
  };
}
