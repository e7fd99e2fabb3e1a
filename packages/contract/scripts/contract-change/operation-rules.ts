/**
 * The rules for one difference api-smart-diff finds (docs/design/0024-the-semver-of-a-contract-change.md),
 * keyed first by where it is (a component, the document's own keys, a path) and, inside an
 * operation, by the operation's key that changed; what an operation takes and answers goes to
 * message-rules.ts.
 */
import {
  type Change,
  type Documents,
  documentation,
  type Label,
  type Of,
  type OperationDifference,
  type RawDiff,
  value,
} from './change';
import { parameterChanges, requestBodyChanges, responseChanges } from './message-rules';
import { httpMethods, operationAt } from './openapi-document';

/**
 * The changes one difference of api-smart-diff makes.
 * @param diff - The difference, at its path in the documents.
 * @param documents - The released document and the current one.
 * @param label - Names an operation in the lines.
 * @returns Its changes; none for what the rules skip (a schema under `components`).
 */
export function changesOf(diff: RawDiff, documents: Documents, label: Label): Change[] {
  const [area] = diff.path;
  if (area === 'components') return componentChanges(diff);
  if (area === 'paths') return pathChanges(diff, documents, label);
  // The document's own words and groups (`info`, `tags`, `x-tagGroups`, `servers`) document.
  const documenting = ['info', 'tags', 'x-tagGroups', 'externalDocs', 'servers'].includes(String(area));
  return [{ level: documenting ? 'patch' : 'major', text: `\`${diff.path.join('.')}\` changed` }];
}

function componentChanges({ path }: RawDiff): Change[] {
  const [, section, name] = path;
  // A schema's change shows, resolved, in each operation that uses it; how a key is sent does not.
  if (section !== 'securitySchemes' || documentation.has(String(path.at(-1)))) return [];
  return [{ level: 'major', text: `security scheme \`${String(name)}\` changed` }];
}

/** A difference under `paths`: a whole path item, a key of one, or inside one of its operations. */
function pathChanges(diff: RawDiff, documents: Documents, label: Label): Change[] {
  const [area = 'paths', url = '', method, part, ...below] = diff.path.map(String);
  if (method === undefined) {
    // A whole path item: each of its operations added or removed.
    const item = (diff.action === 'add' ? documents.after : documents.before).paths[url];
    return Object.keys(item ?? {})
      .filter((each) => httpMethods.has(each))
      .flatMap((each) => changesOf({ ...diff, path: [...diff.path, each] }, documents, label));
  }
  if (!httpMethods.has(method))
    return [{ level: 'major', text: `\`${url}\`: \`${diff.path.slice(2).join('.')}\` changed` }];
  const operation = operationAt(documents.after, url, method) ?? operationAt(documents.before, url, method);
  const endpoint = `${method.toUpperCase()} ${url}`;
  const id = String(operation?.operationId ?? endpoint);
  const self = label(id, operation?.tags?.[0]);
  const of: Of = (level, text, mustBeNamed) => ({ level, text, operation: id, gather: true, mustBeNamed });
  const own: Of = (level, text, mustBeNamed) => ({
    level,
    text: `${self} ${text}`,
    operation: id,
    mustBeNamed,
  });
  const operationPath = [area, url, method];
  const difference = {
    diff,
    documents,
    label,
    url,
    method,
    operationPath,
    below,
    id,
    self,
    endpoint,
    of,
    own,
  };
  if (part === undefined) return wholeOperationChanges(difference);
  const rule = partRules.get(part);
  if (rule) return rule(difference);
  if (documentation.has(part)) return [own('patch', `${part} changed`)];
  return [own('major', `\`${diff.path.slice(3).join('.')}\` ${value(diff.before)} → ${value(diff.after)}`)];
}

/** An operation added, or removed: after its deprecation and sunset or not, breaking all the same. */
function wholeOperationChanges({
  diff,
  documents,
  url,
  method,
  endpoint,
  own,
}: OperationDifference): Change[] {
  if (diff.action === 'add') return [own('minor', `added (${endpoint})`)];
  const was = operationAt(documents.before, url, method);
  if (!was?.deprecated) return [own('major', `removed (${endpoint})`)];
  const sunset = (was as { 'x-sunset'?: string })['x-sunset'];
  return [
    own(
      'major',
      `removed (${endpoint}) after its deprecation${sunset ? ` and its sunset of ${sunset}` : ''}`,
    ),
  ];
}

type PartRule = (difference: OperationDifference) => Change[];

/** The rules by the operation's key that changed; a key without one documents (a patch) or breaks. */
const partRules: ReadonlyMap<string, PartRule> = new Map<string, PartRule>([
  ['operationId', renamed],
  [
    'deprecated',
    ({ diff, own }) => [own('minor', diff.after === true ? 'deprecated' : 'no longer deprecated')],
  ],
  ['x-sunset', ({ diff, own }) => [own('minor', `sunset ${value(diff.before)} → ${value(diff.after)}`)]],
  [
    'x-stability',
    ({ diff, own }) => [own('minor', `stability ${value(diff.before)} → ${value(diff.after)}`)],
  ],
  // The tag places the SDK method on its resource.
  ['tags', ({ own }) => [own('major', 'moved to another tag (its SDK method moves)')]],
  ['parameters', parameterChanges],
  ['requestBody', requestBodyChanges],
  ['responses', responseChanges],
]);

/** A new operationId renames the SDK function and method generated from it. */
function renamed({ diff, documents, url, method, label, id, self }: OperationDifference): Change[] {
  const before = label(String(diff.before), operationAt(documents.before, url, method)?.tags?.[0]);
  return [
    {
      level: 'major',
      text: `${before} renamed ${self} (its SDK function and method with it)`,
      operation: id,
    },
  ];
}
