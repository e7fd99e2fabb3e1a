import {
  CategoryListParams,
  CategoryPathParams,
  IdempotencyKey,
  InventoryListParams,
  OrderListParams,
  OrderPathParams,
  PetListParams,
  PetPathParams,
} from '../../schemas/params';
import { pagination } from '../../service/service';
import { idMeta, type SchemaDocs } from './schema-meta';

/** Query, path and header parameters. */
/* @__NO_SIDE_EFFECTS__ */
export function paramDocs(): SchemaDocs[] {
  const pageFields = {
    limit: {
      description: `Page size, ${pagination.minLimit}–${pagination.maxLimit}`,
      example: pagination.defaultLimit,
      default: pagination.defaultLimit,
    },
    offset: { description: 'How many records to skip', example: 0, default: 0 },
  };
  return [
    {
      schema: PetListParams,
      meta: { description: 'Filters of `listPets` (by status, one or several, and category) and paging.' },
      fields: {
        status: { description: 'Only pets with one of these statuses (repeat the parameter for several)' },
        categoryId: idMeta('Only pets of this category'),
        ...pageFields,
      },
    },
    {
      schema: CategoryListParams,
      meta: { description: 'Paging of `listCategories`.' },
      fields: pageFields,
    },
    {
      schema: OrderListParams,
      meta: { description: 'Filters of `listOrders` (by completion and pet) and paging.' },
      fields: {
        complete: { description: 'Only complete (`true`) or open (`false`) orders' },
        petId: idMeta('Only orders of this pet'),
        ...pageFields,
      },
    },
    {
      schema: InventoryListParams,
      meta: { description: "Filters of `listInventory` (by the pet's status, one or several) and paging." },
      fields: {
        status: {
          description: 'Only entries whose pet has one of these statuses (repeat the parameter for several)',
        },
        ...pageFields,
      },
    },
    { schema: PetPathParams, fields: { petId: idMeta('ID of the pet') } },
    { schema: CategoryPathParams, fields: { categoryId: idMeta('ID of the category') } },
    { schema: OrderPathParams, fields: { orderId: idMeta('ID of the order') } },
    {
      schema: IdempotencyKey,
      meta: {
        description:
          'Makes the request safe to retry: a repeat with the same key and body within 24 hours returns the first response and creates nothing; the same key with another body is refused with 422. Send the key as a Structured Field String (`"…"`, as draft-ietf-httpapi-idempotency-key-header-07 asks) or bare: both name the same key',
        example: '"3f0c9a52-7a51-4f5b-9d8a-1c1f4b0e9a11"',
      },
    },
  ];
}
