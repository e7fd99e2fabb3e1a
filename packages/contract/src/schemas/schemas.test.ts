import { describe, expect, it } from 'vitest';
import { InventoryUpdate, NewCategory, NewPet, Order, OrderCreate, Pet, PetUpdate } from '../index';

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

  it('enforces the field rules of the spec and DESIGN', () => {
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
