import { describe, expect, it } from 'vitest';
import { expandPath } from '../wire/expand-path';
import { matchOperation } from './match-operation';
import { operationSpecs } from './specs';

describe('matchOperation', () => {
  it('finds every operation of the table at its method and filled path, with its parameters', () => {
    for (const operation of Object.values(operationSpecs)) {
      const path = expandPath(operation.path, { petId: 3, categoryId: 4, orderId: 5 });
      const match = matchOperation(operation.method.toUpperCase(), path);
      expect(match?.operation.operationId, path).toBe(operation.operationId);
      expect(Object.values(match?.params ?? {}).length, path).toBe(operation.path.split('{').length - 1);
    }
  });

  it('decodes a parameter, and keeps one that cannot be decoded as undefined', () => {
    expect(matchOperation('get', '/pets/a%20b')?.params).toEqual({ petId: 'a b' });
    expect(matchOperation('get', '/pets/%E0%A4%A')?.params).toEqual({ petId: undefined });
  });

  it('matches whole segments only, and nothing for another method or path', () => {
    expect(matchOperation('get', '/pets/')).toBeUndefined();
    expect(matchOperation('get', '/pets/1/2')).toBeUndefined();
    expect(matchOperation('get', '//pets/1')).toBeUndefined();
    expect(matchOperation('put', '/pets/1')).toBeUndefined();
    expect(matchOperation('get', '/store/inventory/1')?.operation.operationId).toBe('getInventoryItem');
  });
});
