import { type OperationSpec, operationSpecs } from '@petstore/contract';
import { expandPath, pathParamNames } from '@petstore/contract/internal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillIdPath } from './path-template';

const operations: OperationSpec[] = Object.values(operationSpecs);
const withParams = operations.filter((operation) => pathParamNames(operation.path).length > 0);

function paramsOf(template: string, value: unknown): Record<string, unknown> {
  return Object.fromEntries(pathParamNames(template).map((name) => [name, value]));
}

describe('fillIdPath', () => {
  it('is sound: every value it takes, the operation schema takes too, and the path is expandPath’s', () => {
    expect(withParams.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.constantFrom(...operations),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (op, id) => {
          const params = paramsOf(op.path, id);
          const path = fillIdPath(op.path, params);
          expect(path).toBe(expandPath(op.path, params as Record<string, number>));
          if (op.pathParams) expect(op.pathParams.safeParse(params)).toEqual({ success: true, data: params });
          else expect(pathParamNames(op.path)).toEqual([]);
        },
      ),
    );
  });

  it.each([0, -1, 1.5, '1', Number.NaN, 2 ** 53, null, undefined])('leaves %s to the schema', (value) => {
    for (const op of withParams) expect(fillIdPath(op.path, paramsOf(op.path, value))).toBeUndefined();
  });

  it('leaves missing and unknown parameters to the schema', () => {
    for (const op of withParams) {
      expect(fillIdPath(op.path, {})).toBeUndefined();
      expect(fillIdPath(op.path, { ...paramsOf(op.path, 1), extra: 1 })).toBeUndefined();
    }
  });
});
