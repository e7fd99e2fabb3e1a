import type * as z from 'zod/mini';
import { errorCodesOf } from '../operations/error-codes-of';
import { operationSpecs } from '../operations/specs';
import { check } from '../schemas/check';
import { ErrorBody } from '../schemas/error';
import { type ErrorCode, errorStatuses } from '../service/errors';
import { collapseIndexes, type ExchangeExpectation, type RuleInput, type RuleReport } from './exchange';
import { unknownFields } from './unknown-fields';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every issue `schema` finds in `value`, and every field it does not name, as findings on `body`. */
function checkSchema(schema: z.ZodMiniType, value: unknown, report: RuleReport): void {
  const checked = check(schema, value, 'body');
  if (!checked.ok)
    for (const issue of checked.issues) report.fail(`${collapseIndexes(issue.path)} ${issue.message}`);
  for (const path of unknownFields(schema, value, 'body'))
    report.note(`${collapseIndexes(path)} is not a field of the contract`);
}

/**
 * The body of an error answer: the Error object, with a code the operation documents, whose
 * status is the answer's, and the one expected where one is.
 */
function checkErrorBody(
  input: RuleInput,
  expected: ExchangeExpectation | undefined,
  report: RuleReport,
): void {
  const { json, operation, exchange } = input;
  checkSchema(ErrorBody, json, report);
  if (!isRecord(json)) return;
  const { code, status } = json;
  if (typeof status === 'number' && status !== exchange.status)
    report.fail(`body.status is ${status}; the answer's status is ${exchange.status}`);
  if (typeof code !== 'string' || !Object.hasOwn(errorStatuses, code)) return;
  const known = code as ErrorCode;
  if (expected !== undefined && expected !== 'success' && known !== expected)
    report.fail(`body.code is "${known}"; the contract says "${expected}"`);
  else if (errorStatuses[known] !== exchange.status)
    report.fail(
      `body.code "${known}" is a ${errorStatuses[known]} in the contract, answered with ${exchange.status}`,
    );
  else if (!errorCodesOf(operation).includes(known))
    report.fail(`body.code "${known}" is not an error of ${operation.operationId}`);
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The OpenAPI document: an `openapi` version, and every operation of the contract at its path and method. */
function checkDocument(json: unknown, report: RuleReport): void {
  if (!isRecord(json)) {
    report.fail('body is not a JSON object');
    return;
  }
  if (typeof json.openapi !== 'string') report.fail('body.openapi is missing');
  const paths = isRecord(json.paths) ? json.paths : {};
  for (const { operationId, method, path } of Object.values(operationSpecs)) {
    const item = paths[path];
    if (!isRecord(item) || !isRecord(item[method]))
      report.fail(`body.paths["${path}"].${method} (${operationId}) is missing`);
  }
  for (const [path, item] of Object.entries(paths)) {
    for (const method of Object.keys(isRecord(item) ? item : {})) {
      const known = Object.values(operationSpecs).some(
        (spec) => spec.path === path && spec.method === method,
      );
      if (httpMethods.has(method) && !known)
        report.note(`body.paths["${path}"].${method} is not an operation of the contract`);
    }
  }
}

/**
 * `body`: no body on 204; otherwise JSON that matches the success schema, the OpenAPI document, or
 * the Error object of an error status. A field the contract does not name is a note.
 */
export function checkBody(
  input: RuleInput,
  expected: ExchangeExpectation | undefined,
  report: RuleReport,
): void {
  const { exchange, operation, json } = input;
  if (exchange.status === 204) {
    if (exchange.body !== '') report.fail('a 204 answer has a body');
    return;
  }
  if (json === undefined) {
    report.fail(exchange.body === '' ? 'body is empty' : 'body is not JSON');
    return;
  }
  if (exchange.status === operation.response.status) {
    const { schema } = operation.response;
    if (schema) checkSchema(schema, json, report);
    else checkDocument(json, report);
  } else if (exchange.status >= 400) {
    checkErrorBody(input, expected, report);
  }
}
