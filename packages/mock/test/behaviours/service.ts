import { buildOpenApiDocument } from '@petstore/contract';
import { expect } from 'vitest';
import type { Behaviours } from '../support/behaviours';
import { call } from '../support/harness';

/** What each operation of the service tag does beyond answering its success, on the harness's fixture. */
export const behaviours: Behaviours = {
  async getOpenApiDocument(mock) {
    const answer = await call(mock, 'GET', '/openapi.json', { key: null });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  },
};
