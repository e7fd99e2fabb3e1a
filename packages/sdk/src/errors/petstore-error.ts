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
  override name = 'PetStoreError';
}
