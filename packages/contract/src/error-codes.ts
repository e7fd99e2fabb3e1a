import { errorCodeDocs } from './docs/error-codes';
import { type ErrorCode, errorCodeList, errorStatuses } from './errors';

function joinDocs() {
  return Object.fromEntries(
    errorCodeList.map((code) => [code, { status: errorStatuses[code], when: errorCodeDocs[code] }]),
  ) as {
    readonly [C in ErrorCode]: {
      readonly status: (typeof errorStatuses)[C];
      readonly when: (typeof errorCodeDocs)[C];
    };
  };
}

/**
 * Every error code with its HTTP status and when it is used: {@link errorStatuses} joined with the
 * documentation. Code that needs only the status (the SDK) imports `errorStatuses` and stays small.
 */
// A pure call without arguments: a bundler drops it, and the texts, wherever nothing reads the table
// (in the one-file build too, where the package's `sideEffects: false` cannot help).
export const errorCodes = /* @__PURE__ */ joinDocs();
