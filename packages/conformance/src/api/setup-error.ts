/**
 * The run could not check the service: it did not answer, it refused the key, or an option is not
 * valid. Nothing was checked; the bin exits with 2.
 *
 * @example
 * ```ts
 * try {
 *   await runConformance({ baseUrl: 'http://127.0.0.1:9', apiKey: 'demo-free' });
 * } catch (error) {
 *   if (error instanceof ConformanceSetupError) console.error(error.message);
 * }
 * ```
 */
export class ConformanceSetupError extends Error {
  /** `'ConformanceSetupError'`, so that it prints as itself. */
  override name = 'ConformanceSetupError';
}
