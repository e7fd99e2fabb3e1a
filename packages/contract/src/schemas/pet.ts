import * as z from 'zod/mini';
import { optionalFields } from './optional-fields';
import { fieldLimits, resourceId, text } from './primitives';

/** Availability of a pet, also used by inventory entries. */
export const PetStatus = z.enum(['available', 'pending', 'sold']);
/** Availability of a pet: `available`, `pending` or `sold`. */
export type PetStatus = z.infer<typeof PetStatus>;

/* @__NO_SIDE_EFFECTS__ */
function newPetShape() {
  return {
    name: text(fieldLimits.nameMaxLength),
    categoryId: resourceId(),
    status: z.optional(PetStatus),
  };
}

/** Request body of `createPet`. Unknown fields are rejected. */
export const NewPet = z.strictObject(newPetShape());
/** Request body of `createPet`. */
export type NewPet = z.infer<typeof NewPet>;

/** A pet as the service returns it. */
export const Pet = z.object({ id: resourceId(), ...newPetShape() });
/** A pet as the service returns it. */
export type Pet = z.infer<typeof Pet>;

/** A page of pets. */
export const Pets = z.array(Pet);
/** A page of pets. */
export type Pets = z.infer<typeof Pets>;

/** Request body of `updatePet`: any subset of the NewPet fields. */
export const PetUpdate = z.strictObject(optionalFields(newPetShape()));
/** Request body of `updatePet`. */
export type PetUpdate = z.infer<typeof PetUpdate>;
