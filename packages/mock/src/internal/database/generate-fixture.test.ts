import { Category, InventoryItem, Order, Pet } from '@petstore/contract';
import { describe, expect, it } from 'vitest';
import { generateFixture } from './generate-fixture';

describe('generateFixture', () => {
  it('is deterministic per seed and sizes', () => {
    expect(generateFixture({ seed: 5, pets: 50 })).toEqual(generateFixture({ seed: 5, pets: 50 }));
    expect(generateFixture({ seed: 5 })).not.toEqual(generateFixture({ seed: 6 }));
  });

  it('makes valid records that refer to each other', () => {
    const { categories, pets, orders, inventory } = generateFixture({
      pets: 200,
      categories: 12,
      orders: 40,
    });
    expect(new Set(categories.map((c) => c.name.toLowerCase())).size).toBe(12);
    for (const category of categories) expect(Category.safeParse(category).success).toBe(true);
    for (const pet of pets) {
      expect(Pet.safeParse(pet).success).toBe(true);
      expect(pet.categoryId).toBeLessThanOrEqual(12);
    }
    for (const order of orders) {
      expect(Order.safeParse(order).success).toBe(true);
      expect(order.petId).toBeLessThanOrEqual(200);
    }
    expect(inventory.map((item) => item.petId)).toEqual(pets.map((pet) => pet.id));
    for (const item of inventory) expect(InventoryItem.safeParse(item).success).toBe(true);
  });

  it('makes no orders without pets', () => {
    expect(generateFixture({ pets: 0 }).orders).toEqual([]);
  });
});
