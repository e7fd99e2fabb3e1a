import { PetStoreError } from './petstore-error';
import type { ValidationIssue } from './validation-error';

/**
 * A successful response whose body is not valid JSON, a list page whose body is not an array, or
 * (with `validateResponses`) a body that does not match the operation's schema. Not an HTTP error:
 * the service answered 2xx. Unknown fields never cause it.
 */
export class ResponseValidationError extends PetStoreError {
  /** `'ResponseValidationError'`, so that it prints as itself. */
  override name = 'ResponseValidationError';

  /**
   * @param operationId - The operation whose response was refused.
   * @param issues - Every problem found, each naming its field.
   * @param options - `cause`: the JSON parser's error, when the body is not JSON.
   */
  constructor(
    /** The operation whose response was refused. */
    readonly operationId: string,
    /** Every problem found, each naming its field. */
    readonly issues: readonly ValidationIssue[],
    options?: ErrorOptions,
  ) {
    super(
      `Unexpected response from ${operationId}: ${issues.map((i) => `${i.path || '(body)'} ${i.message}`).join('; ')}`,
      options,
    );
  }
}
