/**
 * The semver of a change of the contract (docs/design/0024-the-semver-of-a-contract-change.md):
 * the OpenAPI document as built now against the one of the last release
 * (`packages/contract/released/openapi.json`), each difference classified for SDK users and
 * clients of the mock as `major`, `minor` or `patch`, and the check that the pending changesets
 * release it so. Its parts:
 * - contract-change/classify.ts: the differences, classified by the rules of
 *   contract-change/operation-rules.ts, message-rules.ts and schema-rules.ts (tables keyed by what
 *   changed) and by the moves of error codes (contract-change/error-codes.ts), api-smart-diff
 *   comparing only the parts of the documents that can differ (contract-change/unchanged-parts.ts);
 * - contract-change/release-policy.ts: the level a change needs, the packages it releases and the
 *   changeset that releases it.
 */
export type { ContractDifference, Level, SdkMethodOf } from './contract-change/change';
export { classifyContractChange } from './contract-change/classify';
export {
  changesetFor,
  changesetMarks,
  levelOfChange,
  type PendingChangeset,
  packagesOfTheContract,
  releaseProblems,
} from './contract-change/release-policy';
