import { PetStoreError } from './petstore-error';

/** One problem found in a value: where it is and what is wrong there. */
export interface ValidationIssue {
  /** Where the problem is: `body.name`, `query.limit`, `path.petId`, `header.idempotency-key`. */
  readonly path: string;
  /** What is wrong there. */
  readonly message: string;
}

/**
 * The input of a call does not match the operation's schema. Thrown before anything is sent, so
 * no request reaches the service and no quota is spent.
 *
 * @example
 * ```ts
 * try {
 *   await client.pets.create({ name: '', categoryId: 1 });
 * } catch (error) {
 *   if (error instanceof ValidationError) console.log(error.issues); // [{ path: 'body.name', … }]
 * }
 * ```
 */
export class ValidationError extends PetStoreError {
  /** `'ValidationError'`, so that it prints as itself. */
  override name = 'ValidationError';

  /**
   * @param operationId - The operation whose input was refused.
   * @param issues - Every problem found, each naming its field.
   */
  constructor(
    /** The operation whose input was refused. */
    readonly operationId: string,
    /** Every problem found, each naming its field. */
    readonly issues: readonly ValidationIssue[],
  ) {
    super(`Invalid input for ${operationId}: ${issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
  }
}
