import * as z from 'zod/mini';
import { pagination } from '../service';
import { described } from './meta';
import { PetStatus } from './pet';
import { fieldLimits, resourceId } from './primitives';

function paginationShape() {
  return {
    limit: described(
      z.optional(z.int().check(z.minimum(pagination.minLimit), z.maximum(pagination.maxLimit))),
      {
        description: `Page size, ${pagination.minLimit}–${pagination.maxLimit}; default ${pagination.defaultLimit}`,
        example: pagination.defaultLimit,
      },
    ),
    offset: described(z.optional(z.int().check(z.minimum(0))), {
      description: 'How many records to skip; default 0',
      example: 0,
    }),
  };
}

function statusFilter(description: string) {
  // One value or many: on the wire `?status=a&status=b`, so a single value is a list of one.
  return described(z.optional(z.union([PetStatus, z.array(PetStatus)])), { description });
}

/** Query of `listPets`. */
export const PetListParams = z.strictObject({
  status: statusFilter('Only pets with one of these statuses (repeat the parameter for several)'),
  categoryId: z.optional(resourceId('Only pets of this category')),
  ...paginationShape(),
});
/** Query of `listPets`. */
export type PetListParams = z.infer<typeof PetListParams>;

/** Query of `listCategories`. */
export const CategoryListParams = z.strictObject(paginationShape());
/** Query of `listCategories`. */
export type CategoryListParams = z.infer<typeof CategoryListParams>;

/** Query of `listOrders`. */
export const OrderListParams = z.strictObject({
  complete: z.optional(
    described(z.boolean(), { description: 'Only complete (`true`) or open (`false`) orders' }),
  ),
  petId: z.optional(resourceId('Only orders of this pet')),
  ...paginationShape(),
});
/** Query of `listOrders`. */
export type OrderListParams = z.infer<typeof OrderListParams>;

/** Query of `listInventory`. */
export const InventoryListParams = z.strictObject({
  status: statusFilter('Only entries whose pet has one of these statuses (repeat the parameter for several)'),
  ...paginationShape(),
});
/** Query of `listInventory`. */
export type InventoryListParams = z.infer<typeof InventoryListParams>;

/** Path of the operations on one pet (and its inventory entry). */
export const PetPathParams = z.strictObject({ petId: resourceId('ID of the pet') });
/** Path of the operations on one category. */
export const CategoryPathParams = z.strictObject({ categoryId: resourceId('ID of the category') });
/** Path of the operations on one order. */
export const OrderPathParams = z.strictObject({ orderId: resourceId('ID of the order') });

/** Value of the `Idempotency-Key` header that `placeOrder` honours. */
export const IdempotencyKey = described(
  z.string().check(z.minLength(1), z.maxLength(fieldLimits.idempotencyKeyMaxLength)),
  {
    description:
      'Makes the request safe to retry: a repeat with the same key and body within 24 hours returns the first response and creates nothing; the same key with another body is refused',
    example: '3f0c9a52-7a51-4f5b-9d8a-1c1f4b0e9a11',
  },
);
