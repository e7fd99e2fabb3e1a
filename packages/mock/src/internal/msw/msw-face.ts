import { getResponse, http } from 'msw';
import { PetStoreMockError } from '../../api/mock-error';
import type { PetStoreMock } from '../../api/pet-store-mock';
import type { MockCore } from '../pipeline/mock-core';
import type { MockRequest } from '../pipeline/mock-request';
import type { MockResponse } from '../pipeline/respond';

function underBase(baseUrl: string): (url: string) => boolean {
  return (url) => url === baseUrl || (url.startsWith(baseUrl) && '/?#'.includes(url.charAt(baseUrl.length)));
}

function fromFetch(request: Request): MockRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    url,
    pathname: url.pathname,
    search: url.search,
    header: (name) => request.headers.get(name) ?? undefined,
    // The body is in memory already; a body over the limit is refused whole.
    body: async (limit) => {
      const bytes = new Uint8Array(await request.arrayBuffer());
      return bytes.byteLength > limit ? undefined : bytes;
    },
  };
}

function toResponse({ status, headers, text, dropped }: MockResponse): Response {
  return dropped ? Response.error() : new Response(text ?? null, { status, headers });
}

/**
 * The MSW face of a mock: one handler that answers its base URL through the mock's request
 * handler, and `fetch`, which answers through that handler without intercepting anything. Only
 * here does an answer become a `Response`.
 */
export function withMswFace(core: MockCore): PetStoreMock {
  const { baseUrl } = core.controls;
  const isUnderBase = underBase(baseUrl);
  const handlers = [
    http.all(
      ({ request }) => isUnderBase(request.url),
      async ({ request }) => toResponse(await core.handle(fromFetch(request))),
    ),
  ];
  return {
    ...core.controls,
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
