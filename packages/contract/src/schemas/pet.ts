import * as z from 'zod/mini';
import { described } from './meta';
import { fieldLimits, resourceId, text } from './primitives';

/** Availability of a pet, also used by inventory entries. */
export const PetStatus = described(z.enum(['available', 'pending', 'sold']), {
  description: 'Availability of a pet: `available`, `pending` or `sold`.',
  example: 'available',
});
/** Availability of a pet: `available`, `pending` or `sold`. */
export type PetStatus = z.infer<typeof PetStatus>;

function newPetShape() {
  return {
    name: text("The animal's name", fieldLimits.nameMaxLength, 'Rex'),
    categoryId: resourceId('ID of the category the animal belongs to'),
    status: described(z.optional(PetStatus), { description: 'One of the PetStatus values' }),
  };
}

/** Request body of `createPet`. Unknown fields are rejected. */
export const NewPet = described(z.strictObject(newPetShape()), {
  description: 'A pet to create. Unknown fields are rejected.',
});
/** Request body of `createPet`. */
export type NewPet = z.infer<typeof NewPet>;

/** A pet as the service returns it. */
export const Pet = described(
  z.object({ id: resourceId('Unique identifier assigned on creation'), ...newPetShape() }),
  { description: 'A pet of the store.' },
);
/** A pet as the service returns it. */
export type Pet = z.infer<typeof Pet>;

/** A page of pets. */
export const Pets = described(z.array(Pet), { description: 'A list of pets.' });
/** A page of pets. */
export type Pets = z.infer<typeof Pets>;

/** Request body of `updatePet`: any subset of the NewPet fields. */
export const PetUpdate = described(z.partial(z.strictObject(newPetShape())), {
  description: 'Fields of a pet to change; omitted fields stay as they are. Unknown fields are rejected.',
});
/** Request body of `updatePet`. */
export type PetUpdate = z.infer<typeof PetUpdate>;
