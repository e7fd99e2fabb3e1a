import { PetStatus, pagination } from '@petstore/contract';
import fc from 'fast-check';

// The values the model-based commands draw from, shared by the commands of every tag.

/** A number that picks one of the IDs seen (live or gone; see `StoreModel.pick`). */
export const choice = fc.nat({ max: 50 });
export const status = fc.constantFrom(...PetStatus.options);
// A few names in two spellings, so that case-insensitive duplicates happen often.
export const categoryName = fc.constantFrom('Dogs', 'dogs', 'Cats', 'CATS', 'Birds', 'Fish', 'Reptiles');
export const petName = fc.constantFrom('Rex', 'Tom', 'Kiki', 'Nemo', 'Bolt');
export const page = { limit: fc.integer({ min: pagination.minLimit, max: 6 }), offset: fc.nat({ max: 10 }) };
export const statuses = fc.uniqueArray(status, { minLength: 1, maxLength: 2 });
