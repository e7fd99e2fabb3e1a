import { PetPathParams } from '../../schemas/params';
import { Pet } from '../../schemas/pet';
import { docsPage } from '../../service/service';
import type { OperationDocs, OperationSpec } from '../operation';

/** `GET /pets/{petId}`: one pet. Deprecated. */
export const getPetById = {
  operationId: 'getPetById',
  method: 'get',
  path: '/pets/{petId}',
  pathParams: PetPathParams,
  response: { status: 200, schema: Pet },
  errors: ['not_found', 'endpoint_sunset'],
  deprecated: {
    since: '2026-01-01T00:00:00Z',
    sunset: '2027-06-30T00:00:00Z',
    link: /* @__PURE__ */ docsPage('deprecations#getpetbyid'),
    replacement:
      'Keep the Pet that createPet and updatePet return, or find it with listPets (filtered by category or status).',
  },
} as const satisfies OperationSpec;

/** What the OpenAPI document and the guides say about {@link getPetById}; no browser bundle carries it. */
export const getPetByIdDocs = {
  summary: 'Get a pet by ID',
  description:
    'Returns one pet. Deprecated: responses carry `Deprecation`, `Sunset` and a `Link` to the migration guide; after the sunset date the operation answers 410 `endpoint_sunset`.',
  response: 'The pet',
} satisfies Omit<OperationDocs, 'tag'>;
