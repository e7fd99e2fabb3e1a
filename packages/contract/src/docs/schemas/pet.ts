import { NewPet, Pet, PetStatus, Pets, PetUpdate } from '../../schemas/pet';
import { idMeta, type SchemaDocs } from './schema-meta';

/** Pets, their statuses and their request bodies. */
/* @__NO_SIDE_EFFECTS__ */
export function petDocs(): SchemaDocs[] {
  const newPetFields = {
    name: { description: "The animal's name", example: 'Rex' },
    categoryId: idMeta('ID of the category the animal belongs to'),
    status: { description: 'One of the PetStatus values' },
  };
  return [
    {
      schema: PetStatus,
      meta: { description: 'Availability of a pet: `available`, `pending` or `sold`.', example: 'available' },
    },
    {
      schema: NewPet,
      meta: { description: 'A pet to create. Unknown fields are rejected.' },
      fields: newPetFields,
    },
    {
      schema: Pet,
      meta: { description: 'A pet of the store.' },
      fields: { id: idMeta('Unique identifier assigned on creation'), ...newPetFields },
    },
    { schema: Pets, meta: { description: 'A list of pets.' } },
    {
      schema: PetUpdate,
      meta: {
        description:
          'Fields of a pet to change; omitted fields stay as they are. Unknown fields are rejected.',
      },
      fields: newPetFields,
    },
  ];
}
