import { describe, expect, it } from 'vitest';
import { encodeQuery } from './encode-query';
import { expandPath, pathParamNames, splitPathTemplate } from './expand-path';

describe('encodeQuery', () => {
  it('repeats lists, writes scalars as text and leaves out undefined', () => {
    expect(
      encodeQuery({ status: ['sold', 'pending'], complete: false, limit: 5, petId: undefined }).toString(),
    ).toBe('status=sold&status=pending&complete=false&limit=5');
  });
});

describe('expandPath', () => {
  it('fills and encodes parameters', () => {
    expect(expandPath('/pets/{petId}', { petId: 7 })).toBe('/pets/7');
    expect(expandPath('/x/{name}', { name: 'a/b c' })).toBe('/x/a%2Fb%20c');
    expect(pathParamNames('/store/inventory/{petId}')).toEqual(['petId']);
  });

  it('splits a template once into literal text and names, alternating, for every reader', () => {
    expect(splitPathTemplate('/store/orders/{orderId}')).toEqual(['/store/orders/', 'orderId', '']);
    expect(splitPathTemplate('/a/{x}/b/{y}.json')).toEqual(['/a/', 'x', '/b/', 'y', '.json']);
    expect(splitPathTemplate('/openapi.json')).toEqual(['/openapi.json']);
    expect(splitPathTemplate('/pets/{petId}')).toBe(splitPathTemplate('/pets/{petId}'));
    expect(expandPath('/a/{x}/b/{y}.json', { x: 'é', y: 2 })).toBe('/a/%C3%A9/b/2.json');
  });

  it('refuses a template whose parameter has no value', () => {
    expect(() => expandPath('/pets/{petId}', {})).toThrow(/petId/);
  });
});
