import * as z from 'zod/mini';
import { pagination } from '../service/service';
import type { MatchesSchema, Proof } from '../service/type-proof';
import { visibleAsciiPattern } from '../wire/header-field';
import { PetStatus } from './pet';
import { fieldLimits, resourceId } from './primitives';

/* @__NO_SIDE_EFFECTS__ */
function paginationShape() {
  return {
    /**
     * Page size, {@link pagination.minLimit}–{@link pagination.maxLimit}
     * @example {@link pagination.defaultLimit}
     * @default {@link pagination.defaultLimit}
     */
    limit: z.optional(z.int().check(z.minimum(pagination.minLimit), z.maximum(pagination.maxLimit))),
    /**
     * How many records to skip
     * @example 0
     * @default 0
     */
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

// The query of `listPets`.
/** Filters of `listPets` (by status, one or several, and category) and paging. */
export const PetListParams = /* @__PURE__ */ z.strictObject({
  /** Only pets with one of these statuses (repeat the parameter for several) */
  status: statusFilter(),
  /** Only pets of this category */
  categoryId: z.optional(resourceId()),
  ...paginationShape(),
});

// generated:PetListParams (written by `pnpm generate` from the contract and src/docs; do not edit)
/** Filters of `listPets` (by status, one or several, and category) and paging. */
export interface PetListParams {
  /**
   * Only pets with one of these statuses (repeat the parameter for several)
   * @maxItems 100
   */
  status?: PetStatus | PetStatus[] | undefined;
  /**
   * Only pets of this category
   * @minimum 1
   * @format int64
   */
  categoryId?: number | undefined;
  /**
   * Page size, 1–100
   * @minimum 1
   * @maximum 100
   * @defaultValue 20
   */
  limit?: number | undefined;
  /**
   * How many records to skip
   * @minimum 0
   * @defaultValue 0
   */
  offset?: number | undefined;
}
type _PetListParamsMatchesItsSchema = Proof<MatchesSchema<PetListParams, typeof PetListParams>>;
// /generated:PetListParams

// The query of `listCategories`.
/** Paging of `listCategories`. */
export const CategoryListParams = /* @__PURE__ */ z.strictObject(paginationShape());

// generated:CategoryListParams (written by `pnpm generate` from the contract and src/docs; do not edit)
/** Paging of `listCategories`. */
export interface CategoryListParams {
  /**
   * Page size, 1–100
   * @minimum 1
   * @maximum 100
   * @defaultValue 20
   */
  limit?: number | undefined;
  /**
   * How many records to skip
   * @minimum 0
   * @defaultValue 0
   */
  offset?: number | undefined;
}
type _CategoryListParamsMatchesItsSchema = Proof<
  MatchesSchema<CategoryListParams, typeof CategoryListParams>
>;
// /generated:CategoryListParams

// The query of `listOrders`.
/** Filters of `listOrders` (by completion and pet) and paging. */
export const OrderListParams = /* @__PURE__ */ z.strictObject({
  /** Only complete (`true`) or open (`false`) orders */
  complete: z.optional(z.boolean()),
  /** Only orders of this pet */
  petId: z.optional(resourceId()),
  ...paginationShape(),
});

// generated:OrderListParams (written by `pnpm generate` from the contract and src/docs; do not edit)
/** Filters of `listOrders` (by completion and pet) and paging. */
export interface OrderListParams {
  /** Only complete (`true`) or open (`false`) orders */
  complete?: boolean | undefined;
  /**
   * Only orders of this pet
   * @minimum 1
   * @format int64
   */
  petId?: number | undefined;
  /**
   * Page size, 1–100
   * @minimum 1
   * @maximum 100
   * @defaultValue 20
   */
  limit?: number | undefined;
  /**
   * How many records to skip
   * @minimum 0
   * @defaultValue 0
   */
  offset?: number | undefined;
}
type _OrderListParamsMatchesItsSchema = Proof<MatchesSchema<OrderListParams, typeof OrderListParams>>;
// /generated:OrderListParams

// The query of `listInventory`.
/** Filters of `listInventory` (by the pet's status, one or several) and paging. */
export const InventoryListParams = /* @__PURE__ */ z.strictObject({
  /** Only entries whose pet has one of these statuses (repeat the parameter for several) */
  status: statusFilter(),
  ...paginationShape(),
});

// generated:InventoryListParams (written by `pnpm generate` from the contract and src/docs; do not edit)
/** Filters of `listInventory` (by the pet's status, one or several) and paging. */
export interface InventoryListParams {
  /**
   * Only entries whose pet has one of these statuses (repeat the parameter for several)
   * @maxItems 100
   */
  status?: PetStatus | PetStatus[] | undefined;
  /**
   * Page size, 1–100
   * @minimum 1
   * @maximum 100
   * @defaultValue 20
   */
  limit?: number | undefined;
  /**
   * How many records to skip
   * @minimum 0
   * @defaultValue 0
   */
  offset?: number | undefined;
}
type _InventoryListParamsMatchesItsSchema = Proof<
  MatchesSchema<InventoryListParams, typeof InventoryListParams>
>;
// /generated:InventoryListParams

/** Path of the operations on one pet (and its inventory entry). */
export const PetPathParams = /* @__PURE__ */ z.strictObject({
  /** ID of the pet */
  petId: resourceId(),
});
/** Path of the operations on one category. */
export const CategoryPathParams = /* @__PURE__ */ z.strictObject({
  /** ID of the category */
  categoryId: resourceId(),
});
/** Path of the operations on one order. */
export const OrderPathParams = /* @__PURE__ */ z.strictObject({
  /** ID of the order */
  orderId: resourceId(),
});

// The value of the `Idempotency-Key` header that every mutating operation honours: visible ASCII.
/**
 * Makes the request safe to retry: a repeat with the same key and body within 24 hours returns the
 * first response and creates nothing; the same key with another body is refused with 422. Send the
 * key as a Structured Field String (`"…"`, as draft-ietf-httpapi-idempotency-key-header-07 asks) or
 * bare: both name the same key
 * @example "3f0c9a52-7a51-4f5b-9d8a-1c1f4b0e9a11"
 */
export const IdempotencyKey = /* @__PURE__ */ z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(fieldLimits.idempotencyKeyMaxLength),
    z.regex(visibleAsciiPattern, 'must be visible ASCII characters'),
  );
