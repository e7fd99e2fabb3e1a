// Written by `pnpm generate` from the operation modules, src/operations/<tag>/*.ts (packages/contract/scripts/generate-tables.ts); do not edit.

/**
 * The error codes the operation modules declare, each beside the operation that answers it
 * (`export const <operationId>Errors`); src/docs/error-codes.ts has those several operations share.
 */
// A pure call without arguments, rather than an object of spreads (which a bundler keeps): a
// bundle that never reads the texts drops them, in the one-file build too.
export const operationErrorDefinitions = /* @__PURE__ */ joinErrors();

/* @__NO_SIDE_EFFECTS__ */
function joinErrors() {
  return {} as const;
}
