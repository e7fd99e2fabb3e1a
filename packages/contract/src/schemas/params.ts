import * as z from 'zod/mini';
import { pagination } from '../service';
import { visibleAsciiPattern } from '../wire/header-field';
import { PetStatus } from './pet';
import { fieldLimits, resourceId } from './primitives';

/* @__NO_SIDE_EFFECTS__ */
function paginationShape() {
  return {
    limit: z.optional(z.int().check(z.minimum(pagination.minLimit), z.maximum(pagination.maxLimit))),
    offset: z.optional(z.int().check(z.minimum(0))),
  };
}

/* @__NO_SIDE_EFFECTS__ */
function statusFilter() {
  // One value or many: on the wire `?status=a&status=b`, so a single value is a list of one.
  return z.optional(
    z.union([PetStatus, z.array(PetStatus).check(z.maxLength(fieldLimits.queryParametersMax))]),
  );
}

/** Query of `listPets`. */
export const PetListParams = z.strictObject({
  status: statusFilter(),
  categoryId: z.optional(resourceId()),
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
  complete: z.optional(z.boolean()),
  petId: z.optional(resourceId()),
  ...paginationShape(),
});
/** Query of `listOrders`. */
export type OrderListParams = z.infer<typeof OrderListParams>;

/** Query of `listInventory`. */
export const InventoryListParams = z.strictObject({
  status: statusFilter(),
  ...paginationShape(),
});
/** Query of `listInventory`. */
export type InventoryListParams = z.infer<typeof InventoryListParams>;

/** Path of the operations on one pet (and its inventory entry). */
export const PetPathParams = z.strictObject({ petId: resourceId() });
/** Path of the operations on one category. */
export const CategoryPathParams = z.strictObject({ categoryId: resourceId() });
/** Path of the operations on one order. */
export const OrderPathParams = z.strictObject({ orderId: resourceId() });

/** Value of the `Idempotency-Key` header that every mutating operation honours: visible ASCII. */
export const IdempotencyKey = /* @__PURE__ */ z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(fieldLimits.idempotencyKeyMaxLength),
    z.regex(visibleAsciiPattern, 'must be visible ASCII characters'),
  );
