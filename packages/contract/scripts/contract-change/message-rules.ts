/**
 * The rules for what an operation takes and answers (docs/design/0024-the-semver-of-a-contract-change.md):
 * its parameters, its request body and its answers, each difference named by the segments below
 * the operation's key that changed; a difference inside a schema goes to schema-rules.ts.
 */
import { type Change, documentation, type OperationDifference, value } from './change';
import { at, type OpenApiDocument } from './openapi-document';
import { schemaChanges } from './schema-rules';

/** A parameter (`parameters.<index>…`) added, removed, or one of its keys changed. */
export function parameterChanges(operation: OperationDifference): Change[] {
  const { diff, documents, operationPath, below, of } = operation;
  const [index, key] = below;
  const parameterPath = [...operationPath, 'parameters', ...below.slice(0, 1)];
  const parameter = at(diff.action === 'add' ? documents.after : documents.before, parameterPath) as
    | { in?: string; name?: string; required?: boolean }
    | undefined;
  const name = `${parameter?.in ?? ''} parameter \`${parameter?.name ?? String(index)}\``.trim();
  if (index !== undefined && key === undefined) {
    if (diff.action === 'remove') return [of('major', `${name} removed from`)];
    return [
      parameter?.required
        ? of('major', `required ${name} added to`)
        : of('minor', `optional ${name} added to`),
    ];
  }
  if (key === 'required')
    return [
      diff.after === true ? of('major', `${name} made required in`) : of('minor', `${name} made optional in`),
    ];
  if (key === 'deprecated')
    return [of('minor', `${name} ${diff.after === true ? 'deprecated' : 'no longer deprecated'} in`)];
  if (documentation.has(String(key))) return [of('patch', `${name}: ${String(key)} changed in`)];
  if (key !== 'schema')
    return [of('major', `${name}: \`${String(key)}\` ${value(diff.before)} → ${value(diff.after)} in`)];
  const schemaPath = [...parameterPath, 'schema'];
  return schemaChanges({ diff, documents, schemaPath, side: 'request', parameter: name, where: '', of });
}

/** The request body (`requestBody.<key>.<media type>.<section>…`) added, removed or changed. */
export function requestBodyChanges(operation: OperationDifference): Change[] {
  const { diff, documents, operationPath, below, of, own } = operation;
  const [key, mediaType, section] = below.map(String);
  if (key === undefined) {
    if (diff.action === 'remove') return [own('major', 'takes no request body')];
    const body = at(documents.after, [...operationPath, 'requestBody']) as { required?: boolean } | undefined;
    return [
      body?.required
        ? own('major', 'takes a required request body')
        : own('minor', 'takes an optional request body'),
    ];
  }
  if (key === 'required')
    return [
      diff.after === true
        ? own('major', 'requires its request body')
        : own('minor', 'takes its request body as optional'),
    ];
  if (key === 'content' && mediaType !== undefined && section === undefined)
    return [
      diff.action === 'add'
        ? own('minor', `takes a request body as \`${mediaType}\``)
        : own('major', `no longer takes a request body as \`${mediaType}\``),
    ];
  if (key === 'content' && section === 'schema') {
    const schemaPath = [...operationPath, 'requestBody', key, String(mediaType), section];
    return schemaChanges({ diff, documents, schemaPath, side: 'request', where: ' the request body of', of });
  }
  if (documentation.has(key) || (key === 'content' && documentation.has(String(section))))
    return [own('patch', 'request body documentation changed')];
  return [own('major', `request body: \`${below.join('.')}\` changed`)];
}

/** An answer (`responses.<status>.<key>.<name>.<section>…`) added, removed or changed. */
export function responseChanges(operation: OperationDifference): Change[] {
  const { diff, documents, operationPath, below, of, own } = operation;
  const [status, key, name, section] = below.map(String);
  const success = /^2/.test(String(status));
  if (status !== undefined && key === undefined)
    return success ? successStatusChanges(operation, status) : errorStatusChanges(operation, status);
  if (key === 'headers') return headerChanges(operation, name, section);
  if (key === 'content' && name !== undefined && section === undefined)
    return [
      diff.action === 'add'
        ? own('minor', `may answer ${status} as \`${name}\``)
        : own('major', `no longer answers ${status} as \`${name}\``),
    ];
  if (key === 'content' && section === 'schema') {
    const schemaPath = [...operationPath, 'responses', String(status), key, String(name), section];
    return schemaChanges({ diff, documents, schemaPath, side: 'response', where: ' the answers of', of });
  }
  // Examples of an error answer name the codes answered under its status: error-codes.ts reads them.
  if (key === 'content' && section === 'examples' && !success) return [];
  if (documentation.has(String(key)) || (key === 'content' && documentation.has(String(section))))
    return [own('patch', `documentation of answer ${status} changed`)];
  return [own('major', `answer ${String(status)}: \`${below.slice(1).join('.')}\` changed`)];
}

/** An error status is additive: the SDK maps a status it does not know; one no longer answered breaks no caller. */
function errorStatusChanges({ diff, own }: OperationDifference, status: string): Change[] {
  return [
    diff.action === 'add'
      ? own('minor', `may answer ${status}`)
      : own('patch', `no longer answers ${status}`),
  ];
}

/** A success status changed or added beside another breaks the code that reads the answer. */
function successStatusChanges(
  { diff, documents, operationPath, own }: OperationDifference,
  status: string,
): Change[] {
  const statuses = (document: OpenApiDocument) =>
    Object.keys(at(document, [...operationPath, 'responses']) ?? {}).filter((each) => /^2/.test(each));
  const before = statuses(documents.before);
  const after = statuses(documents.after);
  // A success status replaced by another is one change, named once from either side.
  if (before.length === 1 && after.length === 1)
    return [own('major', `answers ${after[0]} instead of ${before[0]}`)];
  return [
    diff.action === 'add'
      ? own('major', `may answer ${status} on success too`)
      : own('major', `no longer answers ${status} on success`),
  ];
}

/** A response header (`name`) added, removed, or one of its keys (`section`) changed. */
function headerChanges(
  { diff, of }: OperationDifference,
  name: string | undefined,
  section: string | undefined,
): Change[] {
  const header = `header \`${String(name)}\``;
  if (name !== undefined && section === undefined)
    return [
      diff.action === 'add'
        ? of('minor', `${header} added to the answers of`)
        : of('major', `${header} removed from the answers of`),
    ];
  if (documentation.has(String(diff.path.at(-1)))) return [of('patch', `${header}: description changed in`)];
  return [of('major', `${header} changed in the answers of`)];
}
