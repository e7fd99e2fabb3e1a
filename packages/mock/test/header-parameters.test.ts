// The header parameters an operation declares (its row's `headers`), read by the mock as it reads
// a query: no operation of the contract declares any yet, so the gallery of shapes' `getPetCard`
// (packages/contract/test/gallery) is read through the mock's own step, given a request as the
// transports hand one over.
import { describe, expect, it } from 'vitest';
import { getPetCard } from '../../contract/test/gallery/index';
import type { MockRequest } from '../src/internal/pipeline/mock-request';
import { checkInput } from '../src/internal/pipeline/router';

function request(headers: Record<string, string>): MockRequest {
  const url = new URL('http://mock.invalid/pets/1/card');
  return {
    method: 'GET',
    url,
    pathname: url.pathname,
    search: url.search,
    header: (name) => headers[name.toLowerCase()],
    body: async () => new Uint8Array(),
  };
}

describe('header parameters of an operation, as the mock reads them', () => {
  it('gives the behaviour each declared header, checked by its schema', () => {
    const input = checkInput(getPetCard, [['petId', '1']], request({ 'accept-language': 'fr', other: 'x' }));
    expect(input).toMatchObject({ path: { petId: 1 }, headers: { 'accept-language': 'fr' } });
    expect((input as { headers: object }).headers).not.toHaveProperty('other');
  });

  it('refuses a request without a required one, naming it', () => {
    expect(checkInput(getPetCard, [['petId', '1']], request({}))).toMatchObject({
      code: 'invalid_request',
      details: [expect.objectContaining({ path: 'header.accept-language' })],
    });
  });
});
