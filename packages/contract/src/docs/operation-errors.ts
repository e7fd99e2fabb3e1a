// Written by `pnpm generate` from the operation modules, src/operations/<tag>/*.ts (packages/contract/scripts/generate-tables.ts); do not edit.

/**
 * The error codes the operation modules declare, each beside the operation that answers it
 * (`export const <operationId>Errors`); src/docs/error-codes.ts has those several operations share.
 */
export const operationErrorDefinitions = {} as const;
