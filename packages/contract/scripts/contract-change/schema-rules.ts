/**
 * The rules for a difference inside a schema (docs/design/0024-the-semver-of-a-contract-change.md),
 * keyed by the keyword that changed: a field removed is breaking on either side; whether a
 * narrowed constraint breaks depends on the side: a request (a body or a parameter) refuses what
 * a user's code sent, an answer only answers less.
 */
import { type Change, type Documents, documentation, type Of, type RawDiff, value } from './change';
import {
  at,
  child,
  type OpenApiDocument,
  refOf,
  refTarget,
  type Schema,
  type Segment,
} from './openapi-document';

/** A difference inside the schema of a request or of an answer, with the words its lines use. */
export interface SchemaDifference {
  readonly diff: RawDiff;
  readonly documents: Documents;
  /** The path of the schema in the document, ending at its `schema` key. */
  readonly schemaPath: readonly Segment[];
  readonly side: 'request' | 'response';
  /** The parameter whose schema it is, worded (`query parameter \`limit\``). */
  readonly parameter?: string;
  /** Where it is, after a preposition (` the answers of`); empty for a parameter. */
  readonly where: string;
  readonly of: Of;
}

/**
 * The changes one difference inside a schema makes.
 * @param difference - The difference and where its schema is.
 * @returns Its changes; none for a required status that changed with its field.
 */
export function schemaChanges(difference: SchemaDifference): Change[] {
  const { diff, documents, schemaPath, parameter } = difference;
  const [walkedIn, otherIn] =
    diff.action === 'remove' ? [documents.before, documents.after] : [documents.after, documents.before];
  const inside = diff.path.slice(schemaPath.length);
  const walked = placeIn(walkedIn, schemaPath, inside);
  const other = placeIn(otherIn, schemaPath, inside);
  const field = parameter ?? (walked.field ? `\`${walked.field}\`` : 'the body');
  const subject = parameter && walked.field ? `${parameter} (\`${walked.field}\`)` : field;
  const change = { ...difference, walked, other, subject, request: difference.side === 'request' };
  if (walked.keyword === undefined) return fieldChanges(change);
  const keyword = String(walked.keyword);
  return (keywordRules.get(keyword) ?? constraintChanges)(change, keyword);
}

/** The field a path inside a schema leads to (`Category.description`) and the keyword changed there. */
interface Place {
  /** The field, by its schema's name and the properties below it; the schema alone when it is named. */
  readonly field: string | undefined;
  /** The keyword changed at the field (`maxLength`, `enum`, `required`); none when the field itself is. */
  readonly keyword: Segment | undefined;
  /** The position changed in the keyword's list (`required`, `enum`), if one is. */
  readonly index: Segment | undefined;
  /** The schema of the field in the document walked. */
  readonly schema: Schema | undefined;
  /** The schema whose `properties` hold the field. */
  readonly holder: Schema | undefined;
}

/** Keys of a schema that hold schemas: a change below them belongs to the field they lead to. */
const composition: ReadonlySet<string> = new Set(['allOf', 'anyOf', 'oneOf']);

function placeIn(
  document: OpenApiDocument,
  schemaPath: readonly Segment[],
  inside: readonly Segment[],
): Place {
  let holder: Schema | undefined;
  let name: string | undefined;
  let fields: string[] = [];
  // Each `$ref` followed names the field anew from the schema it leads to.
  const follow = (next: unknown): Schema | undefined => {
    let node = next;
    for (let ref = refOf(node); ref !== undefined; ref = refOf(node)) {
      name = ref.split('/').at(-1);
      fields = [];
      node = refTarget(document, ref);
    }
    return node as Schema | undefined;
  };
  const unresolved = child(at(document, schemaPath.slice(0, -1)), schemaPath.at(-1) as Segment);
  let node = follow(unresolved) ?? (at(document, schemaPath) as Schema | undefined);
  let rest = inside;
  for (let [segment, next] = rest; segment !== undefined; [segment, next] = rest) {
    if (segment === 'properties' && next !== undefined) {
      holder = node;
      fields.push(String(next));
      node = follow(node?.properties?.[next]);
      rest = rest.slice(2);
    } else if (segment === 'items') {
      const items = child(node, 'items');
      if (refOf(items) === undefined) {
        if (fields.length > 0) fields[fields.length - 1] += '[]';
        else if (name) name += '[]';
      }
      node = follow(items);
      rest = rest.slice(1);
    } else if (composition.has(String(segment)) && typeof next === 'number') {
      node = follow(child(child(node, segment), next));
      rest = rest.slice(2);
    } else break;
  }
  const field = name ? [name, ...fields].join('.') : fields.join('.') || undefined;
  const [keyword, index] = rest;
  return { field, keyword, index, schema: node, holder };
}

/** A difference inside a schema with the field it leads to on both sides, worded. */
interface KeywordChange extends SchemaDifference {
  /** The field in the document the difference is in (the released one for a removal). */
  readonly walked: Place;
  /** The same field in the other document. */
  readonly other: Place;
  /** The field as the lines name it. */
  readonly subject: string;
  readonly request: boolean;
}
type KeywordRule = (change: KeywordChange, keyword: string) => Change[];

/** A field itself added, removed or replaced. */
function fieldChanges({ diff, walked, subject, where, of, request }: KeywordChange): Change[] {
  if (diff.action === 'remove') return [of('major', `${subject} removed from${where}`)];
  if (diff.action !== 'add') return [of('major', `${subject} replaced in${where}`)];
  if (!request) return [of('minor', `${subject} added to${where}`)];
  const required = (walked.holder?.required ?? []).includes(String(diff.path.at(-1)));
  return [
    required
      ? of('major', `${subject} added as required to${where}`)
      : of('minor', `${subject} added (optional) to${where}`),
  ];
}

/** A field's required status, named by the value added to or removed from `required`. */
function requiredChanges(change: KeywordChange, keyword: string): Change[] {
  const { diff, walked, other, where, of, request } = change;
  if (walked.index === undefined) return constraintChanges(change, keyword);
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

/** Each value an enum gained or lost, from both documents (api-smart-diff may word a loss as a replacement). */
function enumChanges({ diff, walked, other, subject, where, of, request }: KeywordChange): Change[] {
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

const typeChanges: KeywordRule = ({ diff, subject, where, of }, keyword) => [
  of('major', `${subject}: ${keyword} ${value(diff.before)} → ${value(diff.after)} in${where}`),
];

const deprecationChanges: KeywordRule = ({ diff, subject, where, of }) => [
  of('minor', `${subject} ${diff.after === true ? 'deprecated' : 'no longer deprecated'} in${where}`),
];

/** Any other keyword: documentation, or a constraint whose movement decides its level. */
function constraintChanges({ diff, subject, where, of, request }: KeywordChange, keyword: string): Change[] {
  if (documentation.has(keyword)) return [of('patch', `${subject}: ${keyword} changed in${where}`)];
  const moved = movements.get(keyword)?.(diff.before, diff.after);
  const words = `${subject}: ${keyword} ${value(diff.before)} → ${value(diff.after)}`;
  if (moved === undefined) return [of('major', `${words} in${where}`)];
  if (request) return [of(moved === 'narrowed' ? 'major' : 'minor', `${words} (${moved}) in${where}`)];
  // An answer that may now be null is a changed type; one that answers less breaks nothing.
  if (keyword === 'nullable' && moved === 'widened')
    return [of('major', `${words} (may be null) in${where}`)];
  return [of(moved === 'narrowed' ? 'patch' : 'minor', `${words} (${moved}) in${where}`)];
}

/** The rules by the keyword changed; a keyword without one is a constraint (`constraintChanges`). */
const keywordRules: ReadonlyMap<string, KeywordRule> = new Map([
  ['required', requiredChanges],
  ['enum', enumChanges],
  ['type', typeChanges],
  ['format', typeChanges],
  ['deprecated', deprecationChanges],
]);

/** How a keyword's new value moves what a schema allows: narrowed, widened, or not known. */
type Movement = (before: unknown, after: unknown) => 'narrowed' | 'widened' | undefined;
const numberOf = (of: unknown) => (typeof of === 'number' ? of : undefined);
const bound =
  (narrows: (after: number, before: number) => boolean): Movement =>
  (before, after) => {
    const [was, is] = [numberOf(before), numberOf(after)];
    if (is === undefined) return 'widened';
    return was === undefined || narrows(is, was) ? 'narrowed' : 'widened';
  };
const maximum = bound((is, was) => is < was);
const minimum = bound((is, was) => is > was);
const setNarrows: Movement = (_, after) => (after === true ? 'narrowed' : 'widened');
const setWidens: Movement = (_, after) => (after === true ? 'widened' : 'narrowed');
const presentNarrows: Movement = (_, after) => (after === undefined ? 'widened' : 'narrowed');
const closedNarrows: Movement = (before, after) => {
  if (after === false) return 'narrowed';
  return before === false ? 'widened' : undefined;
};

/** The constraints whose movement is known, by keyword. */
const movements: ReadonlyMap<string, Movement> = new Map([
  ['maximum', maximum],
  ['maxLength', maximum],
  ['maxItems', maximum],
  ['maxProperties', maximum],
  ['minimum', minimum],
  ['minLength', minimum],
  ['minItems', minimum],
  ['minProperties', minimum],
  ['exclusiveMinimum', setNarrows],
  ['exclusiveMaximum', setNarrows],
  ['uniqueItems', setNarrows],
  ['nullable', setWidens],
  ['pattern', presentNarrows],
  ['multipleOf', presentNarrows],
  ['additionalProperties', closedNarrows],
]);
