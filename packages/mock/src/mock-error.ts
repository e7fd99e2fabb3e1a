/**
 * Thrown at once when the mock itself is misused: bad options, an invalid fixture or fault, or a
 * request given to {@link PetStoreMock.fetch} outside the mock's base URL. Never an HTTP answer:
 * the service's own errors are responses with the Error body.
 *
 * @example
 * ```ts
 * try {
 *   createPetStoreMock({ keys: { 'my-key': 'gold' } });
 * } catch (error) {
 *   if (error instanceof PetStoreMockError) console.error(error.message); // names the bad option
 * }
 * ```
 */
export class PetStoreMockError extends Error {
  override name = 'PetStoreMockError';
}
