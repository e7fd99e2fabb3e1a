import * as z from 'zod/mini';
import type { MatchesSchema, Proof } from '../service/type-proof';
import { optionalFields } from './optional-fields';
import { fieldLimits, resourceId, text } from './primitives';

// Also the status of inventory entries.
/**
 * Availability of a pet: `available`, `pending` or `sold`.
 * @example available
 */
export const PetStatus = /* @__PURE__ */ z.enum(['available', 'pending', 'sold']);

// generated:PetStatus (written by `pnpm generate` from the contract and src/docs; do not edit)
/** Availability of a pet: `available`, `pending` or `sold`. */
export type PetStatus = 'available' | 'pending' | 'sold';
type _PetStatusMatchesItsSchema = Proof<MatchesSchema<PetStatus, typeof PetStatus>>;
// /generated:PetStatus

/* @__NO_SIDE_EFFECTS__ */
function newPetShape() {
  return {
    /**
     * The animal's name
     * @example Rex
     */
    name: text(fieldLimits.nameMaxLength),
    /** ID of the category the animal belongs to */
    categoryId: resourceId(),
    /** One of the PetStatus values */
    status: z.optional(PetStatus),
  };
}

// The request body of `createPet`.
/** A pet to create. Unknown fields are rejected. */
export const NewPet = /* @__PURE__ */ z.strictObject(newPetShape());

// generated:NewPet (written by `pnpm generate` from the contract and src/docs; do not edit)
/** A pet to create. Unknown fields are rejected. */
export interface NewPet {
  /**
   * The animal's name
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * ID of the category the animal belongs to
   * @minimum 1
   * @format int64
   */
  categoryId: number;
  /** One of the PetStatus values */
  status?: PetStatus | undefined;
}
type _NewPetMatchesItsSchema = Proof<MatchesSchema<NewPet, typeof NewPet>>;
// /generated:NewPet

/** A pet of the store. */
export const Pet = /* @__PURE__ */ z.object({
  /** Unique identifier assigned on creation */
  id: resourceId(),
  ...newPetShape(),
});

// generated:Pet (written by `pnpm generate` from the contract and src/docs; do not edit)
/** A pet of the store. */
export interface Pet extends NewPet {
  /**
   * Unique identifier assigned on creation
   * @minimum 1
   * @format int64
   */
  id: number;
}
type _PetMatchesItsSchema = Proof<MatchesSchema<Pet, typeof Pet>>;
// /generated:Pet

/** A list of pets. */
export const Pets = /* @__PURE__ */ z.array(Pet);

// generated:Pets (written by `pnpm generate` from the contract and src/docs; do not edit)
/** A list of pets. */
export type Pets = Pet[];
type _PetsMatchesItsSchema = Proof<MatchesSchema<Pets, typeof Pets>>;
// /generated:Pets

// The request body of `updatePet`: any subset of the NewPet fields.
/** Fields of a pet to change; omitted fields stay as they are. Unknown fields are rejected. */
export const PetUpdate = /* @__PURE__ */ z.strictObject(optionalFields(newPetShape()));

// generated:PetUpdate (written by `pnpm generate` from the contract and src/docs; do not edit)
/** Fields of a pet to change; omitted fields stay as they are. Unknown fields are rejected. */
export interface PetUpdate {
  /**
   * The animal's name
   * @minLength 1
   * @maxLength 100
   */
  name?: string | undefined;
  /**
   * ID of the category the animal belongs to
   * @minimum 1
   * @format int64
   */
  categoryId?: number | undefined;
  /** One of the PetStatus values */
  status?: PetStatus | undefined;
}
type _PetUpdateMatchesItsSchema = Proof<MatchesSchema<PetUpdate, typeof PetUpdate>>;
// /generated:PetUpdate
