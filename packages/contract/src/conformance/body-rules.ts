import type * as z from 'zod/mini';
import { errorCodesOf } from '../operations/error-codes-of';
import { describeIssues } from '../schemas/check';
import { ErrorBody } from '../schemas/error';
import { type ErrorCode, errorCodeList, errorStatuses } from '../service/errors';
import { operationSpecs } from '../table/specs';
import { redact } from '../wire/redact';
import type { ExchangeExpectation, RuleInput, RuleReport } from './exchange';
import { unknownFields, type ValuePath } from './unknown-fields';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How many characters of a value received a finding quotes; past it, the length is said instead. */
export const quotedValueLimit = 60;

/**
 * A value received as a finding quotes it: JSON, the key masked (before shortening, so that no
 * part of it is left), then cut at {@link quotedValueLimit} characters with its length said.
 */
function quote(value: unknown, secret: string): string {
  const text = redact(JSON.stringify(value) ?? String(value), secret);
  if (text.length <= quotedValueLimit) return text;
  // Never cut a character written as two UTF-16 units in half.
  const code = text.charCodeAt(quotedValueLimit - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? quotedValueLimit - 1 : quotedValueLimit;
  return `${text.slice(0, end)}… (${text.length} characters)`;
}

const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * `body[0].tags[1].name` for a path; with `indexes: false`, `body[].tags[].name`: a finding that
 * differs only by the item it is on is one kind of finding.
 */
function pathText(path: ValuePath, indexes = true): string {
  return path.reduce<string>((text, step) => {
    if (typeof step === 'number') return `${text}[${indexes ? step : ''}]`;
    const name = String(step);
    return identifier.test(name) ? `${text}.${name}` : `${text}[${JSON.stringify(name)}]`;
  }, 'body');
}

/** The value at `path` in `value`; `undefined` where there is none. */
function valueAt(value: unknown, path: ValuePath): unknown {
  let at = value;
  for (const step of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, step)) return undefined;
    at = (at as Record<PropertyKey, unknown>)[step];
  }
  return at;
}

const samePlace = (parent: ValuePath, path: ValuePath) =>
  path.length === parent.length + 1 && parent.every((step, index) => path[index] === step);

/**
 * Every issue `schema` finds in `value`, naming where (with the item's index), what came and what
 * the contract allows, and every field it does not name, as findings on `body`. A required field
 * that is missing names the fields the contract does not know beside it: a renamed field shows
 * as both. `skip` leaves out issues its caller words itself.
 */
function checkSchema(
  schema: z.ZodMiniType,
  value: unknown,
  { secret }: RuleInput,
  report: RuleReport,
  skip: (path: ValuePath) => boolean = () => false,
): void {
  const unknown = unknownFields(schema, value);
  const parsed = schema.safeParse(value, { reportInput: true });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path: ValuePath = issue.path;
    if (skip(path)) continue;
    if (issue.code === 'unrecognized_keys') {
      for (const { path: where, message } of describeIssues('body', [issue]))
        report.fail(`${where} ${message}`);
      continue;
    }
    const [{ message } = { message: issue.message }] = describeIssues('body', [issue]);
    const at = pathText(path);
    const kind = `${pathText(path, false)} ${message}`;
    const received = valueAt(value, path);
    if (received === undefined) {
      const beside = unknown.filter((field) => samePlace(path.slice(0, -1), field));
      const names = beside.map((field) => quote(String(field.at(-1)), secret)).join(', ');
      report.fail(
        beside.length === 0
          ? `${at} ${message}`
          : `${at} ${message}; the object has unknown field${beside.length > 1 ? 's' : ''} ${names}`,
        kind,
      );
    } else {
      const allows =
        issue.code === 'invalid_value'
          ? `the contract allows one of ${issue.values.map((allowed) => JSON.stringify(allowed)).join(', ')}`
          : `the contract says it ${message}`;
      report.fail(`${at} is ${quote(received, secret)}; ${allows}`, kind);
    }
  }
  for (const path of unknown)
    report.note(
      `${pathText(path)} is not a field of the contract`,
      `${pathText(path, false)} is not a field of the contract`,
    );
}

/**
 * The body of an error answer: the Error object, with a code the contract knows, that the
 * operation documents, whose status is the answer's, and the one expected where one is.
 */
function checkErrorBody(
  input: RuleInput,
  expected: ExchangeExpectation | undefined,
  report: RuleReport,
): void {
  const { json, operation, exchange, secret } = input;
  const { status: answered } = exchange;
  const code = isRecord(json) ? json.code : undefined;
  const knownCode = typeof code === 'string' && Object.hasOwn(errorStatuses, code);
  // A code the contract does not know is worded here, with the codes it files under the status.
  const unknownCode = typeof code === 'string' && !knownCode;
  checkSchema(
    ErrorBody,
    json,
    input,
    report,
    (path) => unknownCode && path.length === 1 && path[0] === 'code',
  );
  if (!isRecord(json)) return;
  const { status } = json;
  if (typeof status === 'number' && status !== answered)
    report.fail(`body.status is ${status}; the answer's status is ${answered}`);
  if (unknownCode) {
    const documented = errorCodesOf(operation).filter((known) => errorStatuses[known] === answered);
    const filed =
      documented.length > 0 ? documented : errorCodeList.filter((known) => errorStatuses[known] === answered);
    const under =
      filed.length > 0
        ? `; the contract answers ${answered} with ${filed.map((known) => `"${known}"`).join(', ')}`
        : '';
    report.fail(
      `body.code is ${quote(code, secret)}, which is not an error code of the contract${under}`,
      `body.code is not an error code of the contract${under}`,
    );
  }
  if (!knownCode) return;
  const known = code as ErrorCode;
  if (expected !== undefined && expected !== 'success' && known !== expected)
    report.fail(`body.code is "${known}"; the contract says "${expected}"`);
  else if (errorStatuses[known] !== answered)
    report.fail(
      `body.code "${known}" is a ${errorStatuses[known]} in the contract, answered with ${answered}`,
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
    if (schema) checkSchema(schema, json, input, report);
    else checkDocument(json, report);
  } else if (exchange.status >= 400) {
    checkErrorBody(input, expected, report);
  }
}
