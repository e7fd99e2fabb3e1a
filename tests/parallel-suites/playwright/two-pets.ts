import type { Fixture } from '@petstore/mock';

/** The fixture of the specs that load one: a category and 2 pets. */
export const twoPets = {
  categories: [{ id: 1, name: 'Dogs' }],
  pets: [
    { id: 1, name: 'Rex', categoryId: 1 },
    { id: 2, name: 'Fido', categoryId: 1 },
  ],
} satisfies Fixture;
