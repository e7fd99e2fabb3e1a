import { PetListParams, PetPathParams } from '../schemas/params';
import { NewPet, Pet, Pets, PetUpdate } from '../schemas/pet';
import { docsPage } from '../service/service';
import type { OperationSpec } from './operation';

/** `GET /pets`: a page of pets. */
export const listPets = {
  operationId: 'listPets',
  method: 'get',
  path: '/pets',
  query: PetListParams,
  response: { status: 200, schema: Pets },
  errors: [],
  paginated: true,
  auth: true,
} as const satisfies OperationSpec;

/** `POST /pets`: creates a pet and its inventory entry. */
export const createPet = {
  operationId: 'createPet',
  method: 'post',
  path: '/pets',
  idempotent: true,
  body: NewPet,
  response: { status: 201, schema: Pet },
  errors: ['category_not_found', 'out_of_range'],
  auth: true,
} as const satisfies OperationSpec;

/** `GET /pets/{petId}`: one pet. Deprecated. */
export const getPetById = {
  operationId: 'getPetById',
  method: 'get',
  path: '/pets/{petId}',
  pathParams: PetPathParams,
  response: { status: 200, schema: Pet },
  errors: ['not_found', 'endpoint_sunset'],
  auth: true,
  deprecated: {
    since: '2026-01-01T00:00:00Z',
    sunset: '2027-06-30T00:00:00Z',
    link: /* @__PURE__ */ docsPage('deprecations#getpetbyid'),
    replacement:
      'Keep the Pet that createPet and updatePet return, or find it with listPets (filtered by category or status).',
  },
} as const satisfies OperationSpec;

/** `PATCH /pets/{petId}`: changes a pet. */
export const updatePet = {
  operationId: 'updatePet',
  method: 'patch',
  path: '/pets/{petId}',
  idempotent: true,
  pathParams: PetPathParams,
  body: PetUpdate,
  response: { status: 200, schema: Pet },
  errors: ['not_found', 'category_not_found'],
  auth: true,
} as const satisfies OperationSpec;

/** `DELETE /pets/{petId}`: removes a pet and its inventory entry. */
export const deletePet = {
  operationId: 'deletePet',
  method: 'delete',
  path: '/pets/{petId}',
  idempotent: true,
  pathParams: PetPathParams,
  response: { status: 204 },
  errors: ['not_found', 'pet_has_open_orders'],
  auth: true,
} as const satisfies OperationSpec;
