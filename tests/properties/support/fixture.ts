import { type Category, type InventoryItem, type Order, type Pet, plans } from '@petstore/contract';

/** The key every property sends; its plan is too large to ever rate-limit a run. */
export const propertyApiKey = 'property-test-key';

const unlimited = { perMinute: Number.MAX_SAFE_INTEGER, perDay: Number.MAX_SAFE_INTEGER };

/**
 * Mock options for the properties: a fixed clock (no window ever rolls, no key expires) and
 * unlimited plans, including the anonymous bucket that requests with a bad key count against,
 * so thousands of generated requests never meet a 429.
 */
export const propertyMockOptions = {
  plans: Object.fromEntries(Object.keys(plans).map((name) => [name, unlimited])),
  keys: { [propertyApiKey]: 'enterprise' },
  now: () => Date.parse('2026-03-02T10:00:00Z'),
};

/** A small store, so that snapshots are cheap to take and compare thousands of times. */
export const smallFixture = {
  categories: [
    { id: 1, name: 'Dogs', description: 'Loyal' },
    { id: 2, name: 'Cats' },
  ] satisfies Category[],
  pets: [
    { id: 1, name: 'Rex', categoryId: 1, status: 'available' },
    { id: 2, name: 'Tom', categoryId: 2, status: 'sold' },
    { id: 3, name: 'Kiki', categoryId: 2 },
  ] satisfies Pet[],
  orders: [
    { id: 1, petId: 1, quantity: 2, complete: false },
    { id: 2, petId: 2, quantity: 1, complete: true },
  ] satisfies Order[],
  inventory: [
    { petId: 1, quantity: 5, status: 'available' },
    { petId: 2, quantity: 0, status: 'sold' },
    { petId: 3, quantity: 1, status: 'available' },
  ] satisfies InventoryItem[],
};

/** An ID that names a record of every kind in {@link smallFixture} (order 1 is still open). */
export const existingId = 1;
