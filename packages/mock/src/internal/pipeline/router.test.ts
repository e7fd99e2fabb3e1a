import { operationList } from '@petstore/contract';
import { expandPath, pathParamNames } from '@petstore/contract/internal';
import fc from 'fast-check';
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

  it("reads back every path that the contract's expandPath fills, whatever the values", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...operationList),
        fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }),
        (operation, value) => {
          const names = pathParamNames(operation.path);
          const path = expandPath(operation.path, Object.fromEntries(names.map((name) => [name, value])));
          const found = router.match(operation.method.toUpperCase(), path);
          expect(found?.operation.operationId).toBe(operation.operationId);
          expect(found?.params).toEqual(names.map((name) => [name, value]));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never reads a path that starts with // as another host', () => {
    fc.assert(
      fc.property(fc.constantFrom(...operationList), fc.webSegment(), (operation, host) => {
        const path = `//${host}${operation.path.replace(/\{\w+\}/g, '7')}`;
        expect(router.match(operation.method.toUpperCase(), path)).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });
});
