import {
  type InventoryUpdate,
  type NewCategory,
  type NewPet,
  type OperationId,
  type OrderCreate,
  type OrderUpdate,
  PetStatus,
  type PetUpdate,
} from '@petstore/contract';
import fc from 'fast-check';
import { existingId } from './fixture';

const status = fc.constantFrom(...PetStatus.options);
const name = fc.string({ minLength: 1, maxLength: 20 });
const shipDate = fc.constantFrom('2026-12-01T10:00:00Z', '2026-12-01T10:00:00+02:00');

/**
 * A valid body for every operation of the contract that takes one, aimed at records of the small
 * fixture; the hostile properties break them one piece at a time.
 */
export const validBodies: Partial<Record<OperationId, fc.Arbitrary<object>>> = {
  createPet: fc.record(
    { name, categoryId: fc.constant(existingId), status },
    { requiredKeys: ['name', 'categoryId'] },
  ) satisfies fc.Arbitrary<NewPet>,
  updatePet: fc.record({ name, status }, { requiredKeys: [] }) satisfies fc.Arbitrary<PetUpdate>,
  createCategory: fc.record(
    { name: name.map((text) => `new ${text}`), description: fc.string({ maxLength: 20 }) },
    { requiredKeys: ['name'] },
  ) satisfies fc.Arbitrary<NewCategory>,
  placeOrder: fc.record(
    {
      petId: fc.constant(existingId),
      quantity: fc.integer({ min: 1, max: 2 }),
      shipDate,
      complete: fc.boolean(),
    },
    { requiredKeys: ['petId', 'quantity'] },
  ) satisfies fc.Arbitrary<OrderCreate>,
  updateOrder: fc.record(
    { complete: fc.boolean(), shipDate },
    { requiredKeys: [] },
  ) satisfies fc.Arbitrary<OrderUpdate>,
  updateInventory: fc.record({
    quantity: fc.integer({ min: 0, max: 100 }),
  }) satisfies fc.Arbitrary<InventoryUpdate>,
};

/** The valid body arbitrary of an operation; throws for an operation the table above misses. */
export function validBodyOf(operationId: OperationId): fc.Arbitrary<object> {
  const body = validBodies[operationId];
  if (!body) throw new Error(`valid-bodies.ts has no body for ${operationId}: add one`);
  return body;
}
