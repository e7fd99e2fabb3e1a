/**
 * Checks a running Pet Store service against the contract: {@link runConformance} runs stateful
 * scenarios over HTTP through the SDK's rate-limit gate and reports every check; the
 * `petstore-conformance` bin prints that report as a table or as JSON.
 * @module @petstore/conformance
 */
export {
  type CheckStatus,
  type ConformanceCheck,
  type ConformanceReport,
  formatCheck,
  formatSummary,
} from './api/report';
export { ConformanceSetupError } from './api/setup-error';
export { type ConformanceOptions, runConformance } from './run-conformance';
