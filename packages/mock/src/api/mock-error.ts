import type { ErrorDetail } from '@petstore/contract';

/**
 * Thrown at once when the mock itself is misused: bad options, an invalid fixture or fault, or a
 * request given to {@link PetStoreMock.fetch} outside the mock's base URL. Never an HTTP answer:
 * the service's own errors are responses with the Error body.
 *
 * @example
 * ```ts
 * try {
 *   mock.load({ categories: [], pets: [{ id: 1, name: 'Rex', categoryId: 7 }] });
 * } catch (error) {
 *   if (error instanceof PetStoreMockError) console.error(error.details); // [{ path: 'pets.0.categoryId', … }]
 * }
 * ```
 */
export class PetStoreMockError extends Error {
  override name = 'PetStoreMockError';
  /**
   * Each problem of a refused value (options, a fixture, a fault, a clock time): where it is in the
   * value given (`pets.3.categoryId`) and what is wrong there. Empty for other misuse.
   */
  readonly details: readonly ErrorDetail[];

  /**
   * @param message what was refused and why, naming each problem.
   * @param options the `cause`, and the `details` of a refused value.
   */
  constructor(message: string, options?: ErrorOptions & { details?: readonly ErrorDetail[] }) {
    super(message, options);
    this.details = options?.details ?? [];
  }
}
