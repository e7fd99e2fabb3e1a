import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ErrorBody,
  fieldLimits,
  InventoryUpdate,
  NewCategory,
  NewPet,
  Order,
  OrderCreate,
  Pet,
  PetListParams,
  PetUpdate,
} from '../index';

describe('request schemas are strict, record schemas tolerate unknown fields', () => {
  it('rejects unknown fields in request bodies', () => {
    expect(NewPet.safeParse({ name: 'Rex', categoryId: 1, owner: 'me' }).success).toBe(false);
    expect(PetUpdate.safeParse({ colour: 'red' }).success).toBe(false);
    expect(NewCategory.safeParse({ name: 'Dogs', id: 3 }).success).toBe(false);
  });

  it('strips unknown fields from records instead of failing', () => {
    expect(Pet.parse({ id: 1, name: 'Rex', categoryId: 2, extra: true })).toEqual({
      id: 1,
      name: 'Rex',
      categoryId: 2,
    });
  });

  it('enforces the field rules of the design records (docs/design)', () => {
    expect(NewPet.safeParse({ name: '', categoryId: 1 }).success).toBe(false);
    expect(NewPet.safeParse({ name: 'Rex', categoryId: 1, status: 'lost' }).success).toBe(false);
    expect(OrderCreate.safeParse({ petId: 1, quantity: 0 }).success).toBe(false);
    expect(OrderCreate.safeParse({ petId: 1, quantity: 1, shipDate: 'tomorrow' }).success).toBe(false);
    expect(OrderCreate.safeParse({ petId: 1, quantity: 2, shipDate: '2026-12-01T10:00:00Z' }).success).toBe(
      true,
    );
    expect(InventoryUpdate.safeParse({ quantity: -1 }).success).toBe(false);
    expect(InventoryUpdate.safeParse({ quantity: 0 }).success).toBe(true);
  });

  it('marks no Order field required, as the spec says', () => {
    expect(Order.safeParse({}).success).toBe(true);
  });
});

describe('counts agree with their `format: int32`', () => {
  const anyInteger = fc.oneof(
    fc.maxSafeInteger(),
    fc.integer({ min: fieldLimits.countMax - 5, max: fieldLimits.countMax + 5 }),
    fc.integer({ min: -5, max: 5 }),
  );

  it('takes a stock or order quantity exactly when it is within its minimum and the int32 maximum', () => {
    expect(fieldLimits.countMax).toBe(2 ** 31 - 1);
    fc.assert(
      fc.property(anyInteger, (quantity) => {
        const inRange = quantity <= fieldLimits.countMax;
        expect(InventoryUpdate.safeParse({ quantity }).success).toBe(inRange && quantity >= 0);
        expect(OrderCreate.safeParse({ petId: 1, quantity }).success).toBe(inRange && quantity >= 1);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes an error status exactly when it is 4xx or 5xx', () => {
    fc.assert(
      fc.property(anyInteger, (status) => {
        const body = { code: 'not_found', message: 'x', status };
        expect(ErrorBody.safeParse(body).success).toBe(status >= 400 && status <= 599);
      }),
      { numRuns: 2000 },
    );
  });
});

it('takes at most fieldLimits.queryParametersMax values of a list filter', () => {
  const statuses = (count: number) => Array.from({ length: count }, () => 'sold' as const);
  expect(PetListParams.safeParse({ status: statuses(fieldLimits.queryParametersMax) }).success).toBe(true);
  expect(PetListParams.safeParse({ status: statuses(fieldLimits.queryParametersMax + 1) }).success).toBe(
    false,
  );
});
