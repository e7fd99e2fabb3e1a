/**
 * What api-smart-diff must compare of two documents to find each of their differences
 * (docs/design/0024-the-semver-of-a-contract-change.md). It walks both documents whole, every
 * `$ref` resolved where it stands, while an edit changes a few operations. A part that is deeply
 * equal in both documents, and whose components reached through `$ref`s (transitively) are equal
 * too, holds no difference: it is taken out of both while they are compared. The parts are
 * entries api-smart-diff pairs by their key and compares one by one: an operation, an answer of an
 * operation kept, a header or an example of an answer kept, and a component that nothing kept
 * reaches. An array (parameters, `allOf`) is paired by position or by name: nothing in it is
 * taken out.
 */
import { child, httpMethods } from './openapi-document';

type Json = Record<string, unknown>;
type Document = Json & { readonly paths: Json };

const isJson = (node: unknown): node is Json =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/**
 * Compares two documents without the parts they share unchanged. api-smart-diff rewrites the
 * documents it compares (it copies a path item's parameters into its operations, moves a `$ref`'s
 * siblings into an `allOf`), and the rules walk the documents as it leaves them, so the parts
 * left out are taken out of the documents themselves and put back where they stood after.
 * @param released - The document of the last release.
 * @param current - The document as built now.
 * @param compare - The comparison, of both documents without those parts.
 * @returns What `compare` returns; it compares them whole when a `$ref` points outside the
 * components or to nothing, or a path item is itself a `$ref`.
 */
export function comparedWithoutUnchangedParts<Result>(
  released: unknown,
  current: unknown,
  compare: (released: unknown, current: unknown) => Result,
): Result {
  if (!prunable(released) || !prunable(current)) return compare(released, current);
  const components = new ComponentsOfBoth(released, current);
  const taken = entriesLeftOut(released, current, components).flatMap(({ before, after, keys }) => [
    takeOut(before, keys),
    takeOut(after, keys),
  ]);
  try {
    // A component stays when it changed, or when anything left in either document reaches it.
    const changed = [...components.changed()].map((key) => `#/components/${key}`);
    const kept = new Set<string>();
    for (const document of [released, current])
      for (const key of reach(document, [...refsIn({ ...document, components: undefined }), ...changed]))
        kept.add(key);
    taken.push(...takeOutComponents(released, kept), ...takeOutComponents(current, kept));
    return compare(released, current);
  } finally {
    for (const part of taken.reverse()) putBack(part);
  }
}

/** Whether every `$ref` of a document points into one of its components, and no path item is a `$ref`. */
function prunable(document: unknown): document is Document {
  if (!isJson(document) || !isJson(document.paths)) return false;
  if (Object.values(document.paths).some((item) => isJson(item) && '$ref' in item)) return false;
  return [...refsIn(document)].every((ref) => componentAt(document, componentKey(ref)) !== undefined);
}

/** Whether two JSON values are deeply equal, the order of an object's keys aside; collects the `$ref`s of the first. */
function sameJson(one: unknown, other: unknown, refs: Set<string>): boolean {
  if (Array.isArray(one))
    return (
      Array.isArray(other) &&
      one.length === other.length &&
      one.every((each, i) => sameJson(each, other[i], refs))
    );
  if (!isJson(one) || !isJson(other)) return one === other;
  const keys = Object.keys(one);
  if (typeof one.$ref === 'string') refs.add(one.$ref);
  return (
    keys.length === Object.keys(other).length &&
    keys.every((key) => Object.hasOwn(other, key) && sameJson(one[key], other[key], refs))
  );
}

/** Every `$ref` of a node, at any depth. */
function refsIn(node: unknown, refs = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const each of node) refsIn(each, refs);
  else if (isJson(node))
    for (const [key, value] of Object.entries(node))
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      else refsIn(value, refs);
  return refs;
}

/** The component a `$ref` points into (`#/components/schemas/Pet/properties/id`) as `schemas/Pet`. */
function componentKey(ref: string): string {
  const [, key = ''] = /^#\/components\/([^/]+\/[^/]+)/.exec(ref) ?? [];
  return key;
}

/** A component's key, its name escaped as a JSON pointer escapes it. */
const keyOf = (section: string, name: string) =>
  `${section}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;

function componentAt(document: Json, key: string): unknown {
  const [section = '', name = ''] = key.split('/');
  const entries = isJson(document.components) ? document.components[section] : undefined;
  return isJson(entries) ? entries[name.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
}

/** The components a document's `$ref`s lead to, and those they lead to. */
function reach(document: Json, refs: Iterable<string>): Set<string> {
  const reached = new Set<string>();
  const pending = [...refs].map(componentKey);
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (reached.has(key)) continue;
    reached.add(key);
    for (const ref of refsIn(componentAt(document, key))) pending.push(componentKey(ref));
  }
  return reached;
}

/** The components of two documents, and whether a part of both is the same with what it reaches. */
class ComponentsOfBoth {
  readonly #equal = new Map<string, { same: boolean; refs: string[] }>();
  constructor(
    readonly released: Json,
    readonly current: Json,
  ) {}

  /** Whether a part is deeply equal in both documents, and so is every component it reaches. */
  unchanged(before: unknown, after: unknown): boolean {
    const refs = new Set<string>();
    if (!sameJson(before, after, refs)) return false;
    // Equal components refer alike: what the released document reaches, the current one does.
    const pending = [...refs].map(componentKey);
    const reached = new Set<string>();
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      if (reached.has(key)) continue;
      reached.add(key);
      const equal = this.#equal.get(key) ?? this.#compare(key);
      if (!equal.same) return false;
      pending.push(...equal.refs);
    }
    return true;
  }

  /** The components of either document that are not the same in both. */
  *changed(): Generator<string> {
    const keys = new Set([...keysOf(this.released), ...keysOf(this.current)]);
    for (const key of keys) {
      const ref = { $ref: `#/components/${key}` };
      if (!this.unchanged(ref, ref)) yield key;
    }
  }

  /** Whether a component is deeply equal in both documents, and the components it refers to. */
  #compare(key: string): { same: boolean; refs: string[] } {
    const refs = new Set<string>();
    const before = componentAt(this.released, key);
    const same = before !== undefined && sameJson(before, componentAt(this.current, key), refs);
    const equal = { same, refs: [...refs].map(componentKey) };
    this.#equal.set(key, equal);
    return equal;
  }
}

function* keysOf(document: Json): Generator<string> {
  for (const [section, entries] of Object.entries(isJson(document.components) ? document.components : {}))
    if (isJson(entries)) for (const name of Object.keys(entries)) yield keyOf(section, name);
}

/** Entries of two objects, one in each document, that api-smart-diff pairs by key, left out of both. */
interface LeftOut {
  readonly before: Json;
  readonly after: Json;
  readonly keys: readonly string[];
}

/**
 * The entries both documents leave out: operations; the answers of an operation kept; the headers
 * and the examples of an answer kept. An object that two places of the documents share keeps its
 * entries: what one place leaves out would go missing from the other.
 */
function entriesLeftOut(released: Document, current: Document, components: ComponentsOfBoth): LeftOut[] {
  const left: LeftOut[] = [];
  const leaveOut = (before: Json, after: Json, keys: readonly string[]) => {
    const unchanged = keys.filter((key) => components.unchanged(before[key], after[key]));
    left.push({ before, after, keys: unchanged });
    return keys.filter((key) => !unchanged.includes(key));
  };
  for (const url of pairedPaths(released.paths, current.paths)) {
    const [before, after] = [released.paths[url], current.paths[url]];
    // api-smart-diff copies a path item's own keys (its parameters) into a new item: keep it whole.
    if (!isJson(before) || !isJson(after) || ![before, after].every(onlyOperations)) continue;
    for (const method of leaveOut(
      before,
      after,
      Object.keys(before).filter((key) => key in after),
    )) {
      const [was, is] = [child(before[method], 'responses'), child(after[method], 'responses')];
      if (!isJson(was) || !isJson(is)) continue;
      for (const status of leaveOut(was, is, pairedStatuses(was, is))) {
        const [answer, answered] = [was[status], is[status]];
        if (!isJson(answer) || !isJson(answered) || '$ref' in answer || '$ref' in answered) continue;
        const [headers, headed] = [answer.headers, answered.headers];
        if (isJson(headers) && isJson(headed)) leaveOut(headers, headed, sharedKeys(headers, headed));
        for (const [media, medium] of pairedMedia(answer.content, answered.content)) {
          const [examples, exemplified] = [media.examples, medium.examples];
          if (isJson(examples) && isJson(exemplified))
            leaveOut(examples, exemplified, sharedKeys(examples, exemplified));
        }
      }
    }
  }
  const places = new Map<Json, number>();
  for (const { before, after } of left)
    for (const each of new Set([before, after])) places.set(each, (places.get(each) ?? 0) + 1);
  return left.filter(({ before, after }) => places.get(before) === 1 && places.get(after) === 1);
}

/** The keys of an object that api-smart-diff pairs with the same key, a `$ref` aside. */
const sharedKeys = (before: Json, after: Json) =>
  '$ref' in before || '$ref' in after ? [] : Object.keys(before).filter((key) => key in after);

/**
 * The media types of two answers' `content`, when api-smart-diff pairs each with itself: it pairs
 * them by type and subtype, `*` matching any, so only the same distinct ones without `*` are.
 */
function pairedMedia(before: unknown, after: unknown): [Json, Json][] {
  if (!isJson(before) || !isJson(after)) return [];
  const types = Object.keys(before);
  const bases = types.map((type) => type.split(';')[0] ?? '');
  const paired =
    sameOrder(types, Object.keys(after)) &&
    new Set(bases).size === bases.length &&
    !types.some((type) => type.includes('*'));
  return paired
    ? types.flatMap((type) => {
        const [media, medium] = [before[type], after[type]];
        return isJson(media) && isJson(medium) ? [[media, medium] as [Json, Json]] : [];
      })
    : [];
}

const sameOrder = (one: readonly string[], other: readonly string[]) =>
  one.length === other.length && one.every((key, i) => key === other[i]);

const onlyOperations = (item: Json) => Object.keys(item).every((key) => httpMethods.has(key));

const templateOf = (url: string) => url.replace(/\{.*?\}/g, '*');

/**
 * The paths api-smart-diff pairs with themselves: it pairs a path with the first whose template
 * reads alike (`/pets/{id}`, `/pets/{petId}`), so a path whose template another shares is kept.
 */
function pairedPaths(before: Json, after: Json): string[] {
  const templates = [...Object.keys(before), ...Object.keys(after)].map(templateOf);
  const once = (url: string) => templates.filter((each) => each === templateOf(url)).length === 2;
  return Object.keys(before).filter((url) => url in after && once(url));
}

/** The statuses api-smart-diff pairs with themselves: it pairs them ignoring case (`2XX`, `2xx`). */
function pairedStatuses(before: Json, after: Json): string[] {
  const keys = [...Object.keys(before), ...Object.keys(after)].map((key) => key.toLowerCase());
  const once = (status: string) => keys.filter((key) => key === status.toLowerCase()).length === 2;
  return Object.keys(before).filter((status) => status in after && once(status));
}

/** Entries taken out of an object, and the order of all its keys before. */
interface Taken {
  readonly from: Json;
  readonly order: readonly string[];
  readonly entries: ReadonlyMap<string, unknown>;
}

function takeOut(from: Json, keys: Iterable<string>): Taken {
  const order = Object.keys(from);
  const entries = new Map<string, unknown>();
  for (const key of keys)
    if (key in from) {
      entries.set(key, from[key]);
      delete from[key];
    }
  return { from, order, entries };
}

/** Puts the entries back, each key at its place again, beside what the comparison left there. */
function putBack({ from, order, entries }: Taken): void {
  const left = { ...from };
  for (const key of Object.keys(from)) delete from[key];
  for (const key of [...order, ...Object.keys(left)])
    if (entries.has(key)) from[key] = entries.get(key);
    else if (key in left && !(key in from)) from[key] = left[key];
}

function takeOutComponents(document: Json, kept: ReadonlySet<string>): Taken[] {
  return Object.entries(isJson(document.components) ? document.components : {}).flatMap(
    ([section, entries]) =>
      isJson(entries)
        ? [
            takeOut(
              entries,
              Object.keys(entries).filter((name) => !kept.has(keyOf(section, name))),
            ),
          ]
        : [],
  );
}
