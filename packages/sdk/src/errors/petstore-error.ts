/**
 * The base of every error the SDK throws, so one `instanceof PetStoreError` catches them all.
 *
 * @example
 * ```ts
 * try {
 *   await client.pets.create({ name: 'Rex', categoryId: 1 });
 * } catch (error) {
 *   if (error instanceof PetStoreError) console.error(error.name, error.message);
 * }
 * ```
 */
export class PetStoreError extends Error {
  static {
    // On the prototype rather than as a field, so that the HTTP errors, named on theirs
    // (api-error.ts), are not hidden by it. Class names do not survive a minifier; these do.
    PetStoreError.prototype.name = 'PetStoreError';
  }
}
