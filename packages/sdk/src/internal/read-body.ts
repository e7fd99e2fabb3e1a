import type { ErrorBody, OperationSpec } from '@petstore/contract';
import { APIConnectionError } from '../errors/api-connection-error';
import { ResponseValidationError } from '../errors/response-validation-error';
import { describeIssues } from './describe-issues';

/**
 * Reads the body of a successful answer: `undefined` when the operation answers without one,
 * otherwise the JSON, checked against the operation's schema when `validate` is set.
 * @throws {@link ResponseValidationError} when the body is not JSON or does not match.
 */
export async function readSuccessBody(
  operation: OperationSpec,
  response: Response,
  validate: boolean,
): Promise<unknown> {
  const schema = operation.response.schema;
  if (!schema) {
    await response.body?.cancel();
    return undefined;
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (!(error instanceof SyntaxError)) {
      throw new APIConnectionError('The connection failed while reading the response', { cause: error });
    }
    const issues = [{ path: 'body', message: 'is not valid JSON' }];
    throw new ResponseValidationError(operation.operationId, issues, { cause: error });
  }
  if (!validate) return json;
  const result = schema.safeParse(json, { reportInput: true });
  if (result.success) return result.data;
  throw new ResponseValidationError(operation.operationId, describeIssues('body', result.error.issues));
}

function isErrorBody(value: unknown): value is Partial<ErrorBody> {
  const body = value as Partial<ErrorBody> | null;
  return typeof body === 'object' && body !== null && typeof body.message === 'string';
}

/**
 * Reads the body of an error answer as the service's Error object, or `undefined` when it is not
 * one (a proxy's HTML page, an empty body). Every occurrence of `secret` is masked first, so an
 * error message that echoes the API key cannot leak it.
 */
export async function readErrorBody(
  response: Response,
  secret: string,
): Promise<Partial<ErrorBody> | undefined> {
  try {
    const raw = await response.text();
    const text = secret ? raw.replaceAll(secret, '[redacted]') : raw;
    const value: unknown = JSON.parse(text);
    return isErrorBody(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
