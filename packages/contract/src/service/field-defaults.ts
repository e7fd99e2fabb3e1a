// Written by `pnpm generate` from the `@default` tags of src/schemas/*.ts (packages/contract/scripts/generate-schema-docs.ts); do not edit.
import { pagination } from './service';

/**
 * The value the service assumes for each field a request may leave out, by schema and field: the
 * `@default` of the field's comment, which the OpenAPI document shows as its `default`.
 * `withDefaults` (src/service/with-defaults.ts) applies them to a parsed request.
 */
// A pure call rather than an object literal, which a bundler keeps for the values it reads from
// other objects: a bundle that never applies a default (the SDK's) drops the table.
export const fieldDefaults = /* @__PURE__ */ defaults();

/* @__NO_SIDE_EFFECTS__ */
function defaults() {
  return {
    OrderCreate: { complete: false },
    PetListParams: { limit: pagination.defaultLimit, offset: 0 },
    CategoryListParams: { limit: pagination.defaultLimit, offset: 0 },
    OrderListParams: { limit: pagination.defaultLimit, offset: 0 },
    InventoryListParams: { limit: pagination.defaultLimit, offset: 0 },
  } as const;
}
