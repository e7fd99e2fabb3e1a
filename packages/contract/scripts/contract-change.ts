/**
 * The semver of a change of the contract (docs/design/0024-the-semver-of-a-contract-change.md):
 * the OpenAPI document as built now against the one of the last release
 * (`packages/contract/released/openapi.json`), each difference classified for SDK users and
 * clients of the mock as `major`, `minor` or `patch` by the rules of 0024, and the check that the
 * pending changesets release it so. api-smart-diff finds the differences (with every `$ref`
 * resolved); their level and their words are ours: its own levels and words differ from 0024's
 * in many places (a removed optional field is "non-breaking" to it, a new response field reads
 * "property `tags` to `[]`").
 */
import { apiCompare } from 'api-smart-diff';

/** A release level, as changesets names them. */
export type Level = 'major' | 'minor' | 'patch';

/** One difference between two documents, as a changeset and a reviewer read it. */
export interface ContractDifference {
  /** What the change asks of a release. */
  readonly level: Level;
  /** The operationIds of the operations it changes. */
  readonly operations: readonly string[];
  /** What changed, in a reader's words, naming the field and each operation with its SDK method. */
  readonly line: string;
  /** Whether a changeset must quote `line`: every breaking difference and a new value of a response enum. */
  readonly mustBeNamed: boolean;
}

/**
 * Where an operation's method lives on the client (`client.store.orders.complete`), from its
 * operationId and its tag; `undefined` for an operation the SDK does not send.
 */
export type SdkMethodOf = (operationId: string, tag: string | undefined) => string | undefined;

type Segment = string | number;
interface RawDiff {
  readonly action: 'add' | 'remove' | 'replace' | 'rename';
  readonly path: readonly Segment[];
  readonly before?: unknown;
  readonly after?: unknown;
}
// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked as plain JSON.
type Json = any;

const rank: Record<Level, number> = { patch: 0, minor: 1, major: 2 };
const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
/** Keys that only document: their change is a patch. */
const documentation = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  'x-badges',
  'x-hideTryItPanel',
]);
/** Keys of a schema that hold schemas: a change below them belongs to the field they lead to. */
const composition = new Set(['allOf', 'anyOf', 'oneOf']);

/** One difference before the operations it occurs in are gathered into one line. */
interface Change {
  readonly level: Level;
  /** The whole line, or its start when the operations are listed after it (`gather`). */
  readonly text: string;
  /** The operationId of the operation it changes. */
  readonly operation?: string;
  readonly gather?: boolean;
  readonly mustBeNamed?: boolean;
}

/**
 * Every difference between `released` and `current`, most severe first; a difference that many
 * operations share (a field of a schema they all answer) is one line naming them all.
 * @param released - The OpenAPI document of the last release.
 * @param current - The OpenAPI document as the contract builds it now.
 * @param sdkMethodOf - Names an operation's SDK method in the lines; without it they name the operationId only.
 * @returns The differences; empty when the documents are the same.
 */
export function classifyContractChange(
  released: unknown,
  current: unknown,
  sdkMethodOf: SdkMethodOf = () => undefined,
): ContractDifference[] {
  const { diffs } = apiCompare(released as object, current as object) as { diffs: RawDiff[] };
  const documents = { before: released as Json, after: current as Json };
  const label = (operationId: string, tag?: string): string => {
    const method = sdkMethodOf(operationId, tag);
    return method ? `\`${operationId}\` (\`${method}\`)` : `\`${operationId}\``;
  };
  const changes: Change[] = [];
  for (const diff of diffs) changes.push(...changesOf(diff, documents, label));
  changes.push(...movedErrorCodes(documents.before, documents.after));
  return gathered(changes, documents, label);
}

/** The release level a whole change needs: the most severe of its differences, or none. */
export function levelOfChange(differences: readonly ContractDifference[]): Level | undefined {
  let level: Level | undefined;
  for (const { level: each } of differences) if (!level || rank[each] > rank[level]) level = each;
  return level;
}

interface Documents {
  readonly before: Json;
  readonly after: Json;
}
type Label = (operationId: string, tag?: string) => string;

/** Each change of one operation gathered into one line per level and text, naming the operations. */
function gathered(changes: readonly Change[], documents: Documents, label: Label): ContractDifference[] {
  const lines = new Map<string, { change: Change; operations: string[] }>();
  for (const change of changes) {
    const key = `${change.level} ${change.text}`;
    const known = lines.get(key) ?? { change, operations: [] };
    if (change.operation && !known.operations.includes(change.operation))
      known.operations.push(change.operation);
    lines.set(key, known);
  }
  const differences = [...lines.values()].map(({ change, operations }) => ({
    level: change.level,
    operations,
    line: change.gather
      ? `${change.text} ${listed(operations.map((id) => label(id, tagOf(documents, id))))}`
      : change.text,
    mustBeNamed: change.mustBeNamed ?? change.level === 'major',
  }));
  // A line two rules word alike keeps the more severe level.
  const best = new Map<string, ContractDifference>();
  for (const difference of differences) {
    const known = best.get(difference.line);
    if (!known || rank[difference.level] > rank[known.level]) best.set(difference.line, difference);
  }
  return [...best.values()].sort((a, b) => rank[b.level] - rank[a.level] || a.line.localeCompare(b.line));
}

function listed(items: readonly string[]): string {
  const shown = items.length > 6 ? [...items.slice(0, 5), `${items.length - 5} more`] : items;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

function tagOf(documents: Documents, operationId: string): string | undefined {
  for (const document of [documents.after, documents.before])
    for (const item of Object.values<Json>(document?.paths ?? {}))
      for (const [method, operation] of Object.entries<Json>(item ?? {}))
        if (methods.has(method) && operation?.operationId === operationId) return operation.tags?.[0];
  return undefined;
}

/** The value at `path` in a document, each `$ref` on the way followed. */
function at(document: Json, path: readonly Segment[]): Json {
  let node = resolved(document, document);
  for (const segment of path) node = resolved(document, node?.[segment]);
  return node;
}

function resolved(document: Json, node: Json): Json {
  let value = node;
  for (let hops = 0; typeof value?.$ref === 'string' && hops < 32; hops++)
    value = refTarget(document, value.$ref);
  return value;
}

function refTarget(document: Json, ref: string): Json {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
}

/** The field a path inside a schema leads to (`Category.description`) and the keyword changed there. */
interface Place {
  /** The field, by its schema's name and the properties below it; the schema alone when it is named. */
  readonly field: string | undefined;
  /** The keyword changed at the field (`maxLength`, `enum`, `required`); none when the field itself is. */
  readonly keyword: Segment | undefined;
  readonly index: Segment | undefined;
  /** The schema of the field in the document walked. */
  readonly schema: Json;
  /** The schema whose `properties` hold the field. */
  readonly holder: Json;
}

function placeIn(document: Json, path: readonly Segment[], from: number): Place {
  let node: Json = at(document, path.slice(0, from));
  let holder: Json;
  let name: string | undefined;
  let fields: string[] = [];
  const follow = (next: Json) => {
    let value = next;
    while (typeof value?.$ref === 'string') {
      name = String(value.$ref).split('/').at(-1);
      fields = [];
      value = refTarget(document, value.$ref);
    }
    return value;
  };
  const first = at(document, path.slice(0, from - 1))?.[path[from - 1] as Segment];
  node = follow(first) ?? node;
  let i = from;
  while (i < path.length) {
    const segment = path[i] as Segment;
    if (segment === 'properties' && i + 1 < path.length) {
      holder = node;
      fields.push(String(path[i + 1]));
      node = follow(node?.properties?.[path[i + 1] as Segment]);
      i += 2;
    } else if (segment === 'items') {
      const items = node?.items;
      if (typeof items?.$ref !== 'string') {
        if (fields.length > 0) fields[fields.length - 1] += '[]';
        else if (name) name += '[]';
      }
      node = follow(items);
      i += 1;
    } else if (composition.has(String(segment)) && typeof path[i + 1] === 'number') {
      node = follow(node?.[segment]?.[path[i + 1] as number]);
      i += 2;
    } else break;
  }
  const field = name ? [name, ...fields].join('.') : fields.join('.') || undefined;
  return { field, keyword: path[i], index: path[i + 1], schema: node, holder };
}

function value(of: unknown): string {
  return of === undefined ? 'none' : JSON.stringify(of);
}

/** How a keyword's new value moves what a schema allows: narrowed, widened, or not known. */
function movement(keyword: string, before: unknown, after: unknown): 'narrowed' | 'widened' | undefined {
  const number = (x: unknown) => (typeof x === 'number' ? x : undefined);
  switch (keyword) {
    case 'maximum':
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      if (number(after) === undefined) return 'widened';
      return number(before) === undefined || (number(after) as number) < (number(before) as number)
        ? 'narrowed'
        : 'widened';
    case 'minimum':
    case 'minLength':
    case 'minItems':
    case 'minProperties':
      if (number(after) === undefined) return 'widened';
      return number(before) === undefined || (number(after) as number) > (number(before) as number)
        ? 'narrowed'
        : 'widened';
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'uniqueItems':
      return after === true ? 'narrowed' : 'widened';
    case 'nullable':
      return after === true ? 'widened' : 'narrowed';
    case 'pattern':
    case 'multipleOf':
      return after === undefined ? 'widened' : 'narrowed';
    case 'additionalProperties':
      if (after === false) return 'narrowed';
      return before === false ? 'widened' : undefined;
    default:
      return undefined;
  }
}

/** The changes one difference of api-smart-diff makes, by the rules of docs/design/0024. */
function changesOf(diff: RawDiff, documents: Documents, label: Label): Change[] {
  const { path } = diff;
  if (path[0] === 'components') {
    // A schema's change shows, resolved, in each operation that uses it; how a key is sent does not.
    if (path[1] !== 'securitySchemes' || documentation.has(String(path.at(-1)))) return [];
    return [{ level: 'major', text: `security scheme \`${String(path[2])}\` changed` }];
  }
  if (path[0] !== 'paths') {
    // The document's own words and groups (`info`, `tags`, `x-tagGroups`, `servers`) document.
    const documenting = ['info', 'tags', 'x-tagGroups', 'externalDocs', 'servers'].includes(String(path[0]));
    return [{ level: documenting ? 'patch' : 'major', text: `\`${path.join('.')}\` changed` }];
  }
  if (path.length === 2) {
    // A whole path item: each of its operations added or removed.
    const item =
      diff.action === 'add'
        ? documents.after.paths[path[1] as string]
        : documents.before.paths[path[1] as string];
    return Object.keys(item ?? {})
      .filter((method) => methods.has(method))
      .flatMap((method) => changesOf({ ...diff, path: [...path, method] }, documents, label));
  }
  const method = String(path[2]);
  if (!methods.has(method))
    return [{ level: 'major', text: `\`${String(path[1])}\`: \`${path.slice(2).join('.')}\` changed` }];
  const endpoint = `${method.toUpperCase()} ${String(path[1])}`;
  const operationIn = (document: Json): Json => document?.paths?.[path[1] as string]?.[method];
  const operation = operationIn(documents.after) ?? operationIn(documents.before);
  const id = String(operation?.operationId ?? endpoint);
  const self = label(id, operation?.tags?.[0]);
  // `of` lists the operations after its words (one line for a field many answers share), `own`
  // is the operation's own line.
  const of: Of = (level, text, mustBeNamed) => ({ level, text, operation: id, gather: true, mustBeNamed });
  const own: Of = (level, text, mustBeNamed) => ({
    level,
    text: `${self} ${text}`,
    operation: id,
    mustBeNamed,
  });
  if (path.length === 3) {
    if (diff.action === 'add') return [own('minor', `added (${endpoint})`)];
    const was = operationIn(documents.before);
    const sunset = was?.['x-sunset'];
    if (!was?.deprecated) return [own('major', `removed (${endpoint})`)];
    return [
      own(
        'major',
        `removed (${endpoint}) after its deprecation${sunset ? ` and its sunset of ${sunset}` : ''}`,
      ),
    ];
  }
  const part = String(path[3]);
  switch (part) {
    case 'operationId': {
      const before = label(String(diff.before), operationIn(documents.before)?.tags?.[0]);
      return [
        {
          level: 'major',
          text: `${before} renamed ${self} (its SDK function and method with it)`,
          operation: id,
        },
      ];
    }
    case 'deprecated':
      return [own('minor', diff.after === true ? 'deprecated' : 'no longer deprecated')];
    case 'x-sunset':
      return [own('minor', `sunset ${value(diff.before)} → ${value(diff.after)}`)];
    case 'x-stability':
      return [own('minor', `stability ${value(diff.before)} → ${value(diff.after)}`)];
    case 'tags':
      // The tag places the SDK method on its resource.
      return [own('major', 'moved to another tag (its SDK method moves)')];
    case 'parameters':
      return parameterChanges(diff, documents, { of, own });
    case 'requestBody':
      return requestBodyChanges(diff, documents, { of, own });
    case 'responses':
      return responseChanges(diff, documents, { of, own });
    default:
      if (documentation.has(part)) return [own('patch', `${part} changed`)];
      return [own('major', `\`${path.slice(3).join('.')}\` ${value(diff.before)} → ${value(diff.after)}`)];
  }
}

type Of = (level: Level, text: string, mustBeNamed?: boolean) => Change;
/** The two ways of wording a change of one operation (see changesOf). */
interface Words {
  readonly of: Of;
  readonly own: Of;
}

function parameterChanges(diff: RawDiff, documents: Documents, { of }: Words): Change[] {
  const { path } = diff;
  const document = diff.action === 'add' ? documents.after : documents.before;
  const parameter = at(document, path.slice(0, 5));
  const name = `${parameter?.in ?? ''} parameter \`${parameter?.name ?? String(path[4])}\``.trim();
  if (path.length === 5) {
    if (diff.action === 'remove') return [of('major', `${name} removed from`)];
    return [
      parameter?.required
        ? of('major', `required ${name} added to`)
        : of('minor', `optional ${name} added to`),
    ];
  }
  const key = String(path[5]);
  if (key === 'required')
    return [
      diff.after === true ? of('major', `${name} made required in`) : of('minor', `${name} made optional in`),
    ];
  if (key === 'deprecated')
    return [of('minor', `${name} ${diff.after === true ? 'deprecated' : 'no longer deprecated'} in`)];
  if (documentation.has(key)) return [of('patch', `${name}: ${key} changed in`)];
  if (key !== 'schema')
    return [of('major', `${name}: \`${key}\` ${value(diff.before)} → ${value(diff.after)} in`)];
  return schemaChanges(diff, documents, 6, 'request', name, '', of);
}

function requestBodyChanges(diff: RawDiff, documents: Documents, { of, own }: Words): Change[] {
  const { path } = diff;
  if (path.length === 4) {
    if (diff.action === 'remove') return [own('major', 'takes no request body')];
    return [
      at(documents.after, path)?.required
        ? own('major', 'takes a required request body')
        : own('minor', 'takes an optional request body'),
    ];
  }
  const key = String(path[4]);
  if (key === 'required')
    return [
      diff.after === true
        ? own('major', 'requires its request body')
        : own('minor', 'takes its request body as optional'),
    ];
  if (key === 'content' && path.length === 6)
    return [
      diff.action === 'add'
        ? own('minor', `takes a request body as \`${String(path[5])}\``)
        : own('major', `no longer takes a request body as \`${String(path[5])}\``),
    ];
  if (key === 'content' && path[6] === 'schema')
    return schemaChanges(diff, documents, 7, 'request', undefined, ' the request body of', of);
  if (documentation.has(key) || (key === 'content' && documentation.has(String(path[6]))))
    return [own('patch', 'request body documentation changed')];
  return [own('major', `request body: \`${path.slice(4).join('.')}\` changed`)];
}

function responseChanges(diff: RawDiff, documents: Documents, { of, own }: Words): Change[] {
  const { path } = diff;
  const status = String(path[4]);
  const success = /^2/.test(status);
  if (path.length === 5) {
    if (!success)
      return [
        diff.action === 'add'
          ? own('minor', `may answer ${status}`)
          : own('patch', `no longer answers ${status}`),
      ];
    const statuses = (document: Json) =>
      Object.keys(at(document, path.slice(0, 4)) ?? {}).filter((each) => /^2/.test(each));
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
  const key = String(path[5]);
  if (key === 'headers') {
    const header = `header \`${String(path[6])}\``;
    if (path.length === 7)
      return [
        diff.action === 'add'
          ? of('minor', `${header} added to the answers of`)
          : of('major', `${header} removed from the answers of`),
      ];
    if (documentation.has(String(path.at(-1)))) return [of('patch', `${header}: description changed in`)];
    return [of('major', `${header} changed in the answers of`)];
  }
  if (key === 'content' && path.length === 7)
    return [
      diff.action === 'add'
        ? own('minor', `may answer ${status} as \`${String(path[6])}\``)
        : own('major', `no longer answers ${status} as \`${String(path[6])}\``),
    ];
  if (key === 'content' && path[7] === 'schema')
    return schemaChanges(diff, documents, 8, 'response', undefined, ' the answers of', of);
  // Examples of an error answer name the codes answered under its status: movedErrorCodes reads them.
  if (key === 'content' && path[7] === 'examples' && !success) return [];
  if (documentation.has(key) || (key === 'content' && documentation.has(String(path[7]))))
    return [own('patch', `documentation of answer ${status} changed`)];
  return [own('major', `answer ${status}: \`${path.slice(5).join('.')}\` changed`)];
}

/**
 * A change inside the schema of a request (its body or a parameter) or of an answer. A field a
 * user's code reads or sends removed is breaking either way; which of the two sides a constraint
 * moves decides whether narrowing it breaks (a request) or not (an answer).
 */
function schemaChanges(
  diff: RawDiff,
  documents: Documents,
  from: number,
  side: 'request' | 'response',
  parameter: string | undefined,
  where: string,
  of: Of,
): Change[] {
  const request = side === 'request';
  const walked = placeIn(diff.action === 'remove' ? documents.before : documents.after, diff.path, from);
  const other = placeIn(diff.action === 'remove' ? documents.after : documents.before, diff.path, from);
  const field = parameter ?? (walked.field ? `\`${walked.field}\`` : 'the body');
  const subject = parameter && walked.field ? `${parameter} (\`${walked.field}\`)` : field;
  const keyword = walked.keyword === undefined ? undefined : String(walked.keyword);
  if (keyword === undefined) {
    if (diff.action === 'remove') return [of('major', `${subject} removed from${where}`)];
    if (diff.action !== 'add') return [of('major', `${subject} replaced in${where}`)];
    if (!request) return [of('minor', `${subject} added to${where}`)];
    const name = String(diff.path.at(-1));
    const required = (walked.holder?.required ?? []).includes(name);
    return [
      required
        ? of('major', `${subject} added as required to${where}`)
        : of('minor', `${subject} added (optional) to${where}`),
    ];
  }
  if (keyword === 'required' && walked.index !== undefined) {
    const name = String(diff.action === 'remove' ? diff.before : diff.after);
    // A field added or removed with its required status is that field's change.
    if (other.schema?.properties?.[name] === undefined) return [];
    const named = `\`${walked.field ? `${walked.field}.` : ''}${name}\``;
    if (diff.action === 'add')
      return [
        request
          ? of('major', `${named} made required in${where}`)
          : of('minor', `${named} always answered in${where}`),
      ];
    return [
      request
        ? of('minor', `${named} made optional in${where}`)
        : of('major', `${named} may be absent from${where}`),
    ];
  }
  if (keyword === 'enum') return enumChanges(walked, other, diff, request, subject, where, of);
  if (keyword === 'type' || keyword === 'format')
    return [of('major', `${subject}: ${keyword} ${value(diff.before)} → ${value(diff.after)} in${where}`)];
  if (keyword === 'deprecated')
    return [
      of('minor', `${subject} ${diff.after === true ? 'deprecated' : 'no longer deprecated'} in${where}`),
    ];
  if (documentation.has(keyword)) return [of('patch', `${subject}: ${keyword} changed in${where}`)];
  const moved = movement(keyword, diff.before, diff.after);
  const words = `${subject}: ${keyword} ${value(diff.before)} → ${value(diff.after)}`;
  if (moved === undefined) return [of('major', `${words} in${where}`)];
  if (request) return [of(moved === 'narrowed' ? 'major' : 'minor', `${words} (${moved}) in${where}`)];
  // An answer that may now be null is a changed type; one that answers less breaks nothing.
  if (keyword === 'nullable' && moved === 'widened')
    return [of('major', `${words} (may be null) in${where}`)];
  return [of(moved === 'narrowed' ? 'patch' : 'minor', `${words} (${moved}) in${where}`)];
}

/** Each value an enum gained or lost, from both documents (api-smart-diff may word a loss as a replacement). */
function enumChanges(
  walked: Place,
  other: Place,
  diff: RawDiff,
  request: boolean,
  subject: string,
  where: string,
  of: Of,
): Change[] {
  const [after, before] = diff.action === 'remove' ? [other, walked] : [walked, other];
  const values = (place: Place): unknown[] => (Array.isArray(place.schema?.enum) ? place.schema.enum : []);
  const was = values(before);
  const is = values(after);
  const changes: Change[] = [];
  for (const added of is.filter((each) => !was.includes(each)))
    changes.push(
      request
        ? of('minor', `${subject} may be sent as ${value(added)} (widened) in${where}`)
        : // An exhaustive `switch` in a user's code meets it: named, once, wherever it is answered.
          { ...of('minor', `answers' ${subject} may be ${value(added)}`, true), gather: false },
    );
  for (const removed of was.filter((each) => !is.includes(each)))
    changes.push(
      request
        ? of('major', `${subject} no longer takes ${value(removed)} (narrowed) in${where}`)
        : of('patch', `${subject} no longer answered as ${value(removed)} in${where}`),
    );
  return changes;
}

type Operations = Map<string, Map<string, string>>;

/** Per operationId, the status each error code is answered with, from the error answers' examples. */
function errorCodesOf(document: Json): Operations {
  const operations: Operations = new Map();
  for (const [path, item] of Object.entries<Json>(document?.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(item ?? {})) {
      if (!methods.has(method)) continue;
      const codes = new Map<string, string>();
      for (const [status, response] of Object.entries<Json>(operation?.responses ?? {}))
        for (const media of Object.values<Json>(resolved(document, response)?.content ?? {}))
          for (const example of Object.values<Json>(media?.examples ?? {})) {
            const code = resolved(document, example)?.value?.code;
            if (typeof code === 'string' && Number(status) >= 400) codes.set(code, status);
          }
      operations.set(String(operation?.operationId ?? `${method.toUpperCase()} ${path}`), codes);
    }
  }
  return operations;
}

function* movedErrorCodes(released: Json, current: Json): Generator<Change> {
  const before = errorCodesOf(released);
  for (const [operation, codes] of errorCodesOf(current)) {
    const was = before.get(operation);
    if (!was) continue;
    for (const [code, status] of codes) {
      const old = was.get(code);
      if (old === undefined)
        yield { level: 'minor', text: `\`${code}\` (${status}) answered by`, operation, gather: true };
      else if (old !== status)
        yield {
          level: 'major',
          text: `\`${code}\` moved from ${old} to ${status} in`,
          operation,
          gather: true,
        };
    }
    for (const [code, status] of was)
      if (!codes.has(code))
        yield {
          level: 'patch',
          text: `\`${code}\` (${status}) no longer answered by`,
          operation,
          gather: true,
        };
  }
}

/**
 * The packages whose public surface a change of the document changes (docs/design/0024): each has
 * a function, method, tool, answer or TanStack Query option per operation.
 */
export const packagesOfTheContract = [
  '@petstore/contract',
  '@petstore/sdk',
  '@petstore/mock',
  '@petstore/mcp',
  '@petstore/tanstack-query',
] as const;

/** A pending changeset as the release check reads it. */
export interface PendingChangeset {
  /** Its file name without `.md`. */
  readonly id: string;
  /** Its text below the front matter. */
  readonly summary: string;
  /** The release level it asks of each package. */
  readonly releases: ReadonlyArray<{ readonly name: string; readonly type: string }>;
}

/**
 * What keeps the pending changesets from releasing a change of the contract: each package of the
 * contract released at less than the change needs, and each difference that must be named that no
 * changeset of that level quotes.
 * @param differences - From {@link classifyContractChange}.
 * @param changesets - The pending changesets (`.changeset/*.md`).
 * @returns One sentence per problem; empty when the changesets release the change as it needs.
 */
export function releaseProblems(
  differences: readonly ContractDifference[],
  changesets: readonly PendingChangeset[],
): string[] {
  const needed = levelOfChange(differences);
  if (!needed || needed === 'patch') return [];
  const problems: string[] = [];
  for (const name of packagesOfTheContract) {
    const most = levelIn(changesets, name);
    if (!most || rank[most] < rank[needed])
      problems.push(`${name} needs a ${needed} changeset (it has ${most ?? 'none'}): the contract changed`);
  }
  const naming = changesets.filter((changeset) =>
    changeset.releases.some((release) => rank[release.type as Level] >= rank[needed]),
  );
  for (const difference of differences)
    if (difference.mustBeNamed && !naming.some((changeset) => changeset.summary.includes(difference.line)))
      problems.push(`no ${needed} changeset names "${difference.line}"`);
  return problems;
}

function levelIn(changesets: readonly Pick<PendingChangeset, 'releases'>[], name: string): Level | undefined {
  const given = changesets.flatMap((changeset) =>
    changeset.releases.filter((release) => release.name === name).map((release) => release.type as Level),
  );
  return given.reduce<Level | undefined>((a, b) => (!a || rank[b] > rank[a] ? b : a), undefined);
}

/** The marks around the lines `pnpm contract-diff --changeset` owns in its changeset. */
export const changesetMarks = {
  start:
    '<!-- pnpm contract-diff --changeset writes the lines from here to the end mark; your words go outside them -->',
  end: '<!-- end of the lines of pnpm contract-diff -->',
} as const;

/**
 * The changeset that releases `differences` at the level they need, naming each one. From an
 * existing one it keeps the maintainer's words (all but the lines between {@link changesetMarks})
 * and the packages it names outside the contract's; a package of the contract keeps a level
 * above what the change needs.
 * @param differences - From {@link classifyContractChange}.
 * @param existing - The changeset's text as it is now, if it exists.
 * @returns Its text, front matter included; empty when nothing is left to release and no words are left.
 */
export function changesetFor(differences: readonly ContractDifference[], existing = ''): string {
  const level = levelOfChange(differences);
  const front = /^---\n([\s\S]*?)\n?---\n?/.exec(existing);
  const releases = new Map<string, string>();
  for (const line of (front?.[1] ?? '').split('\n')) {
    const match = /^\s*['"]?([^'":]+)['"]?\s*:\s*(\w+)\s*$/.exec(line);
    if (match) releases.set(match[1] as string, match[2] as string);
  }
  for (const name of packagesOfTheContract) {
    const kept = releases.get(name) as Level | undefined;
    if (level && (!kept || !(kept in rank) || rank[kept] < rank[level])) releases.set(name, level);
  }
  const words = (front ? existing.slice(front[0].length) : existing).split(changesetMarks.start);
  // Without marks, the lines of a changeset written before them are ours too.
  const legacyLines = /^The contract changed \((?:major|minor|patch)\):\n\n(?:- .*(?:\n|$))*/m;
  const head = words[0] ?? '';
  const before = (words.length === 1 ? head.replace(legacyLines, '') : head).trim();
  const after = words.length > 1 ? (words[1]?.split(changesetMarks.end)[1] ?? '').trim() : '';
  const lines = level
    ? [
        changesetMarks.start,
        `The contract changed (${level}):`,
        '',
        ...differences.map((difference) => `- ${difference.line}`),
        changesetMarks.end,
      ].join('\n')
    : '';
  const body = [before, lines, after].filter((part) => part !== '').join('\n\n');
  if (!level && body === '') return '';
  const matter = [...releases].map(([name, type]) => `'${name}': ${type}`).join('\n');
  return `---\n${matter}\n---\n\n${body}\n`;
}
