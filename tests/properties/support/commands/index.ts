import { PetStatus, pagination } from '@petstore/contract';
import fc from 'fast-check';
import { CreateCategory } from './categories';
import { ReadStock, SetStock } from './inventory';
import { CancelOrder, CompleteOrder, PlaceOrder, ReadOrder } from './orders';
import { type Listing, ReadPage } from './pages';
import { CreatePet, DeletePet, UpdatePet } from './pets';
import type { StoreCommand } from './store-command';

export type { RealStore } from './store-command';

const choice = fc.nat({ max: 50 });
const status = fc.constantFrom(...PetStatus.options);
// A few names in two spellings, so that case-insensitive duplicates happen often.
const categoryName = fc.constantFrom('Dogs', 'dogs', 'Cats', 'CATS', 'Birds', 'Fish', 'Reptiles');
const petName = fc.constantFrom('Rex', 'Tom', 'Kiki', 'Nemo', 'Bolt');
const page = { limit: fc.integer({ min: pagination.minLimit, max: 6 }), offset: fc.nat({ max: 10 }) };
const statuses = fc.uniqueArray(status, { minLength: 1, maxLength: 2 });

const listing: fc.Arbitrary<Listing> = fc.oneof(
  fc
    .record({ ...page, status: statuses, categoryId: fc.integer({ min: 1, max: 4 }) }, { requiredKeys: [] })
    .map((query): Listing => ({ operationId: 'listPets', query })),
  fc.record(page, { requiredKeys: [] }).map((query): Listing => ({ operationId: 'listCategories', query })),
  fc
    .record({ ...page, complete: fc.boolean(), petId: fc.integer({ min: 1, max: 8 }) }, { requiredKeys: [] })
    .map((query): Listing => ({ operationId: 'listOrders', query })),
  fc
    .record({ ...page, status: statuses }, { requiredKeys: [] })
    .map((query): Listing => ({ operationId: 'listInventory', query })),
);

/** Random valid operations on the store, weighted towards the ones that move stock. */
export const storeCommands: fc.Arbitrary<StoreCommand>[] = [
  fc
    .record({ name: categoryName, description: fc.string({ maxLength: 8 }) }, { requiredKeys: ['name'] })
    .map((body) => new CreateCategory(body)),
  fc
    .tuple(fc.record({ name: petName, status }, { requiredKeys: ['name'] }), fc.option(choice, { freq: 8 }))
    .map(([fields, category]) => new CreatePet(fields, category ?? undefined)),
  fc
    .tuple(choice, fc.record({ name: petName, status }, { requiredKeys: [] }))
    .map(([pet, patch]) => new UpdatePet(pet, patch)),
  choice.map((pet) => new DeletePet(pet)),
  fc.tuple(choice, fc.integer({ min: 0, max: 8 })).map(([pet, quantity]) => new SetStock(pet, { quantity })),
  choice.map((pet) => new ReadStock(pet)),
  fc
    .tuple(
      choice,
      fc.record(
        { quantity: fc.integer({ min: 1, max: 4 }), complete: fc.boolean() },
        { requiredKeys: ['quantity'] },
      ),
    )
    .map(([pet, fields]) => new PlaceOrder(pet, fields)),
  fc
    .tuple(choice, fc.integer({ min: 1, max: 3 }))
    .map(([pet, quantity]) => new PlaceOrder(pet, { quantity })),
  choice.map((order) => new CancelOrder(order)),
  choice.map((order) => new CompleteOrder(order)),
  choice.map((order) => new ReadOrder(order)),
  listing.map((query) => new ReadPage(query)),
];
