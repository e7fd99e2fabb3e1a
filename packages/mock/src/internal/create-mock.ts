import { getResponse, http } from 'msw';
import { PetStoreMockError } from '../mock-error';
import type { MockOptions } from '../options';
import type { PetStoreMock } from '../pet-store-mock';
import { createMockCore, type MockCore } from './create-mock-core';

/** A mock and what the entry points of this package need besides its public face. */
export interface MockInternals extends MockCore {
  readonly mock: PetStoreMock;
}

function underBase(baseUrl: string): (url: string) => boolean {
  return (url) => url === baseUrl || (url.startsWith(baseUrl) && '/?#'.includes(url.charAt(baseUrl.length)));
}

/** Builds a mock and the one MSW handler that answers its base URL through its request handler. */
export function createMockInternals(options?: MockOptions): MockInternals {
  const core = createMockCore(options);
  const { baseUrl } = core.options;
  const isUnderBase = underBase(baseUrl);
  const handlers = [
    http.all(
      ({ request }) => isUnderBase(request.url),
      ({ request }) => core.handle(request),
    ),
  ];
  const mock: PetStoreMock = {
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
  return { ...core, mock };
}
