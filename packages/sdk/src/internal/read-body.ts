import type { ErrorBody, OperationSpec } from '@petstore/contract';
import { check } from '@petstore/contract/internal';
import { ResponseValidationError } from '../errors/response-validation-error';
import { redact } from './redact';

/**
 * Reads the body of a successful answer: `undefined` when the operation answers without one,
 * otherwise the JSON, checked against the operation's schema when `validate` is set. A list's
 * body must be an array even without `validate`: pages are built from it.
 * @param text - The body, already read within the attempt.
 * @param secret - The API key, masked in the parser's error (which quotes the body) before it
 *   becomes the `cause`.
 * @throws {@link ResponseValidationError} when the body is not JSON or does not match.
 */
export function readSuccessBody(
  operation: OperationSpec,
  text: string,
  validate: boolean,
  secret: string,
): unknown {
  const schema = operation.response.schema;
  if (!schema) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const issues = [{ path: 'body', message: 'is not valid JSON' }];
    throw new ResponseValidationError(operation.operationId, issues, { cause: parseError(text, secret) });
  }
  if (operation.paginated && !Array.isArray(json)) {
    throw new ResponseValidationError(operation.operationId, [{ path: 'body', message: 'must be an array' }]);
  }
  if (!validate) return json;
  const checked = check(schema, json, 'body');
  if (checked.ok) return checked.value;
  throw new ResponseValidationError(operation.operationId, checked.issues);
}

// The parser quotes (and may cut short) the text it fails on: parsing the masked text instead gives
// the same kind of error with no part of the key in it.
function parseError(text: string, secret: string): unknown {
  try {
    JSON.parse(redact(text, secret));
  } catch (error) {
    return error;
  }
}

function isErrorBody(value: unknown): value is Partial<ErrorBody> {
  const body = value as Partial<ErrorBody> | null;
  return typeof body === 'object' && body !== null && typeof body.message === 'string';
}

/**
 * Reads the body of an error answer as the service's Error object, or `undefined` when it is not
 * one (a proxy's HTML page, an empty body). Every occurrence of `secret`, JSON-escaped or not, is
 * masked before parsing, so an error body that echoes the API key cannot leak it.
 * @param text - The body, already read within the attempt.
 */
export function readErrorBody(text: string, secret: string): Partial<ErrorBody> | undefined {
  try {
    const value: unknown = JSON.parse(redact(text, secret));
    return isErrorBody(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
