import { operationList } from '@petstore/contract';
import { describe, expect, it } from 'vitest';
import { Router } from './router';

describe('Router', () => {
  const router = new Router();

  it('finds every operation of the contract at its method and path', () => {
    for (const operation of operationList) {
      const path = operation.path.replace(/\{\w+\}/g, '7');
      expect(router.match(operation.method.toUpperCase(), path)?.operation.operationId).toBe(
        operation.operationId,
      );
    }
  });

  it('decodes path parameters and flags what cannot be decoded', () => {
    expect(router.match('GET', '/pets/a%20b')?.params).toEqual([['petId', 'a b']]);
    expect(router.match('GET', '/pets/%E0%A4')?.params).toEqual([['petId', undefined]]);
  });

  it('finds nothing for other methods and paths', () => {
    expect(router.match('PUT', '/pets')).toBeUndefined();
    expect(router.match('GET', '/pets/1/extra')).toBeUndefined();
    expect(router.match('GET', '/openapi.json.bak')).toBeUndefined();
  });
});
