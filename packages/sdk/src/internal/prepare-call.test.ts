import { type OperationSpec, operationSpecs } from '@petstore/contract';
import { pathParamNames } from '@petstore/contract/internal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdsIds } from './prepare-call';

const operations: OperationSpec[] = Object.values(operationSpecs);
const withParams = operations.filter((operation) => pathParamNames(operation.path).length > 0);

function paramsOf(template: string, value: unknown): Record<string, unknown> {
  return Object.fromEntries(pathParamNames(template).map((name) => [name, value]));
}

describe('holdsIds', () => {
  it('is sound: every value it takes, the operation schema takes too', () => {
    expect(withParams.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.constantFrom(...withParams),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (op, id) => {
          const params = paramsOf(op.path, id);
          expect(holdsIds(op.path, params)).toBe(true);
          expect(op.pathParams?.safeParse(params)).toEqual({ success: true, data: params });
        },
      ),
    );
  });

  it.each([0, -1, 1.5, '1', Number.NaN, 2 ** 53, null, undefined])('leaves %s to the schema', (value) => {
    for (const op of withParams) expect(holdsIds(op.path, paramsOf(op.path, value))).toBe(false);
  });

  it('leaves missing and unknown parameters to the schema', () => {
    for (const op of withParams) {
      expect(holdsIds(op.path, {})).toBe(false);
      expect(holdsIds(op.path, { ...paramsOf(op.path, 1), extra: 1 })).toBe(false);
    }
  });

  it('is right that every operation without a path parameter has no path schema, and the reverse', () => {
    for (const op of operations) expect(Boolean(op.pathParams)).toBe(pathParamNames(op.path).length > 0);
  });
});
