import type { ErrorCode } from '../service/errors';
import type { Proof, Same } from '../service/type-proof';
import { errorCodeDefinitions } from './error-codes';
import { operationErrorDefinitions } from './operation-errors';

// Compiles once `pnpm generate` has written `ErrorCode` from the entries (src/docs/error-codes.ts
// and the operation modules'): after a code is added or removed, run it.
type _ErrorCodeIsWrittenFromTheseEntries_RunPnpmGenerateWhenThisFails = Proof<
  Same<ErrorCode, keyof typeof errorCodeDefinitions | keyof typeof operationErrorDefinitions>
>;

/** Every entry: the shared ones and those the operation modules declare. */
type Definitions = typeof errorCodeDefinitions & typeof operationErrorDefinitions;

function joinDocs() {
  return Object.fromEntries(
    Object.entries({ ...errorCodeDefinitions, ...operationErrorDefinitions } as Definitions).map(
      ([code, { status, when, handle }]) => [code, { status, when, handle }],
    ),
  ) as {
    readonly [C in keyof Definitions]: {
      readonly status: Definitions[C]['status'];
      readonly when: Definitions[C]['when'];
      readonly handle: Definitions[C]['handle'];
    };
  };
}

/**
 * Every error code with its HTTP status, when it is used and what a caller does about it. Code
 * that needs only the status (the SDK) imports `errorStatuses` and stays small.
 */
// A pure call without arguments: a bundler drops it, and the texts, wherever nothing reads the table
// (in the one-file build too, where the package's `sideEffects: false` cannot help).
export const errorCodes = /* @__PURE__ */ joinDocs();
