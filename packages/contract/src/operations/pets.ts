import { PetListParams, PetPathParams } from '../schemas/params';
import { NewPet, Pet, Pets, PetUpdate } from '../schemas/pet';
import { service } from '../service';
import { defineOperation } from './operation';

/** `GET /pets`: a page of pets. */
export const listPets = defineOperation({
  operationId: 'listPets',
  method: 'get',
  path: '/pets',
  tag: 'pets',
  summary: 'List pets',
  description: 'Returns a page of pets, oldest first, filtered by status (one or several) and category.',
  query: PetListParams,
  response: { status: 200, description: 'A page of pets', schema: Pets },
  errors: [],
  paginated: true,
  auth: true,
});

/** `POST /pets`: creates a pet and its inventory entry. */
export const createPet = defineOperation({
  operationId: 'createPet',
  method: 'post',
  path: '/pets',
  tag: 'pets',
  summary: 'Create a pet',
  description: 'Creates a pet in an existing category, and its inventory entry with a stock of 0.',
  body: NewPet,
  response: { status: 201, description: 'The pet created; `Location` names it', schema: Pet },
  errors: ['category_not_found'],
  auth: true,
});

/** `GET /pets/{petId}`: one pet. Deprecated. */
export const getPetById = defineOperation({
  operationId: 'getPetById',
  method: 'get',
  path: '/pets/{petId}',
  tag: 'pets',
  summary: 'Get a pet by ID',
  description:
    'Returns one pet. Deprecated: responses carry `Deprecation`, `Sunset` and a `Link` to the migration guide; after the sunset date the operation answers 410 `endpoint_sunset`.',
  pathParams: PetPathParams,
  response: { status: 200, description: 'The pet', schema: Pet },
  errors: ['not_found', 'endpoint_sunset'],
  auth: true,
  deprecated: {
    since: '2026-01-01T00:00:00Z',
    sunset: '2027-06-30T00:00:00Z',
    link: `${service.docsUrl}/deprecations#getpetbyid`,
    replacement:
      'Keep the Pet that createPet and updatePet return, or find it with listPets (filtered by category or status).',
  },
});

/** `PATCH /pets/{petId}`: changes a pet. */
export const updatePet = defineOperation({
  operationId: 'updatePet',
  method: 'patch',
  path: '/pets/{petId}',
  tag: 'pets',
  summary: 'Update a pet',
  description: "Changes the given fields of a pet. The only way a pet's status changes.",
  pathParams: PetPathParams,
  body: PetUpdate,
  response: { status: 200, description: 'The pet as changed', schema: Pet },
  errors: ['not_found', 'category_not_found'],
  auth: true,
});

/** `DELETE /pets/{petId}`: removes a pet and its inventory entry. */
export const deletePet = defineOperation({
  operationId: 'deletePet',
  method: 'delete',
  path: '/pets/{petId}',
  tag: 'pets',
  summary: 'Delete a pet',
  description: 'Removes a pet and its inventory entry. Refused while an incomplete order names the pet.',
  pathParams: PetPathParams,
  response: { status: 204, description: 'The pet is gone' },
  errors: ['not_found', 'pet_has_open_orders'],
  auth: true,
});
