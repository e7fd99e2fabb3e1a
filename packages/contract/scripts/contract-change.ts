/**
 * The semver of a change of the contract (docs/design/0024-the-semver-of-a-contract-change.md):
 * the OpenAPI document as built now against the one of the last release
 * (`packages/contract/released/openapi.json`), each difference classified for SDK users and
 * clients of the mock as `major`, `minor` or `patch`, and the check that the pending changesets
 * release it so. api-smart-diff finds and words the differences; the rules where ours differ from
 * its classification are the functions of this file.
 */
import { apiCompare } from 'api-smart-diff';

/** A release level, as changesets names them. */
export type Level = 'major' | 'minor' | 'patch';

/** One difference between two documents, as a changeset and a reviewer read it. */
export interface ContractDifference {
  /** What the change asks of a release. */
  readonly level: Level;
  /** `METHOD /path` of the operation it belongs to. */
  readonly operation: string;
  /** One line a changeset quotes: the operation and what changed in it. */
  readonly line: string;
  /** Whether a changeset must quote `line`: every breaking difference and a new value of a response enum. */
  readonly mustBeNamed: boolean;
}

type DiffType = 'breaking' | 'non-breaking' | 'annotation' | 'unclassified' | 'deprecated';
interface RawDiff {
  readonly action: 'add' | 'remove' | 'replace' | 'rename';
  readonly path: ReadonlyArray<string | number>;
  readonly description?: string;
  readonly after?: unknown;
  readonly type: DiffType;
}

const rank: Record<Level, number> = { patch: 0, minor: 1, major: 2 };
const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/**
 * Every difference between `released` and `current`, most severe first, each once per operation.
 * @param released - The OpenAPI document of the last release.
 * @param current - The OpenAPI document as the contract builds it now.
 * @returns The differences; empty when the documents are the same.
 */
export function classifyContractChange(released: unknown, current: unknown): ContractDifference[] {
  const { diffs } = apiCompare(released as object, current as object) as { diffs: RawDiff[] };
  const found = new Map<string, ContractDifference>();
  const add = (difference: ContractDifference): void => {
    const known = found.get(difference.line);
    if (!known || rank[difference.level] > rank[known.level]) found.set(difference.line, difference);
  };
  for (const diff of diffs) {
    // `components` repeats, without an operation, what the operations' own paths show resolved.
    if (diff.path[0] !== 'paths' || isErrorExample(diff.path)) continue;
    const level = levelOf(diff);
    if (isNewResponseEnumValue(diff)) {
      // One value added to an enum that many answers share (an error code in every error
      // response) is one difference to name, not one per answer.
      add({ level, operation: 'answers', line: newEnumValueLine(diff), mustBeNamed: true });
      continue;
    }
    const operation = operationOf(diff.path);
    const what = diff.description ?? `${diff.action} ${diff.path.slice(3).join('.')}`;
    const line = `${operation}: ${what.replace(/^\[\w+\] /, '')}`;
    add({ level, operation, line, mustBeNamed: level === 'major' });
  }
  for (const difference of movedErrorCodes(released, current)) add(difference);
  return [...found.values()].sort((a, b) => rank[b.level] - rank[a.level] || a.line.localeCompare(b.line));
}

/** The release level a whole change needs: the most severe of its differences, or none. */
export function levelOfChange(differences: readonly ContractDifference[]): Level | undefined {
  let level: Level | undefined;
  for (const { level: each } of differences) if (!level || rank[each] > rank[level]) level = each;
  return level;
}

// Our rules on top of api-smart-diff's, where docs/design/0024 and its classification differ.
function levelOf(diff: RawDiff): Level {
  const last = diff.path.at(-1);
  const inResponse = diff.path.includes('responses');
  // An SDK method is named by its operationId: renaming it renames a method.
  if (last === 'operationId' && diff.path.length === 4) return 'major';
  // A type changed, in a request or an answer, breaks code written for the old one.
  if (last === 'type' && diff.action === 'replace') return 'major';
  // A new value of a response enum is additive (an exhaustive switch meets it: it must be named).
  if (isNewResponseEnumValue(diff)) return 'minor';
  // A response enum losing a value narrows what a caller reads: nothing it handles breaks.
  if (inResponse && diff.path.includes('enum') && diff.action === 'remove') return 'patch';
  switch (diff.type) {
    case 'breaking':
      return 'major';
    case 'non-breaking':
    case 'deprecated':
      return 'minor';
    case 'annotation':
      return 'patch';
    default:
      // What api-smart-diff leaves unclassified is treated as breaking until a rule says otherwise.
      return 'major';
  }
}

function isNewResponseEnumValue(diff: RawDiff): boolean {
  return diff.action === 'add' && diff.path.includes('responses') && diff.path.at(-2) === 'enum';
}

/** `answers' \`code\` may be \`category_in_use\``: the field and the value, wherever it is answered. */
function newEnumValueLine(diff: RawDiff): string {
  // The nearest field the enum is under, through `allOf`, `items` and the like.
  const properties = diff.path.lastIndexOf('properties');
  const field = properties === -1 ? 'an enum' : String(diff.path[properties + 1]);
  return `answers' \`${field}\` may be ${JSON.stringify(diff.after)}`;
}

// Examples of an error answer name the codes answered under its status: movedErrorCodes reads them.
function isErrorExample(path: RawDiff['path']): boolean {
  const status = path[path.indexOf('responses') + 1];
  return path.includes('responses') && path.includes('examples') && Number(status) >= 400;
}

function operationOf(path: RawDiff['path']): string {
  const method = typeof path[2] === 'string' && methods.has(path[2]) ? path[2].toUpperCase() : undefined;
  return method ? `${method} ${String(path[1])}` : String(path[1]);
}

type Operations = Map<string, Map<string, string>>;

/** Per operation, the status each error code is answered with, from the error answers' examples. */
function errorCodesOf(document: unknown): Operations {
  const operations: Operations = new Map();
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      const codes = new Map<string, string>();
      const responses = (operation as { responses?: Record<string, unknown> }).responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        const content = (response as { content?: Record<string, { examples?: Record<string, unknown> }> })
          .content;
        for (const media of Object.values(content ?? {}))
          for (const example of Object.values(media.examples ?? {})) {
            const code = (example as { value?: { code?: unknown } }).value?.code;
            if (typeof code === 'string' && Number(status) >= 400) codes.set(code, status);
          }
      }
      operations.set(`${method.toUpperCase()} ${path}`, codes);
    }
  }
  return operations;
}

function* movedErrorCodes(released: unknown, current: unknown): Generator<ContractDifference> {
  const before = errorCodesOf(released);
  for (const [operation, codes] of errorCodesOf(current)) {
    const was = before.get(operation);
    if (!was) continue;
    for (const [code, status] of codes) {
      const old = was.get(code);
      if (old === undefined)
        yield {
          level: 'minor',
          operation,
          line: `${operation}: answers \`${code}\` with ${status}`,
          mustBeNamed: false,
        };
      else if (old !== status)
        yield {
          level: 'major',
          operation,
          line: `${operation}: \`${code}\` moved from ${old} to ${status}`,
          mustBeNamed: true,
        };
    }
    for (const [code, status] of was)
      if (!codes.has(code))
        yield {
          level: 'patch',
          operation,
          line: `${operation}: no longer answers \`${code}\` (${status})`,
          mustBeNamed: false,
        };
  }
}

/** The packages whose public surface a change of the document changes (docs/design/0024). */
export const packagesOfTheContract = [
  '@petstore/contract',
  '@petstore/sdk',
  '@petstore/mock',
  '@petstore/mcp',
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
    const given = changesets.flatMap((changeset) =>
      changeset.releases.filter((release) => release.name === name).map((release) => release.type as Level),
    );
    const most = given.reduce<Level | undefined>((a, b) => (!a || rank[b] > rank[a] ? b : a), undefined);
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

/**
 * A changeset that releases `differences` at the level they need, naming each one.
 * @param differences - From {@link classifyContractChange}.
 * @returns Its text, front matter included; empty when nothing needs releasing.
 */
export function changesetFor(differences: readonly ContractDifference[]): string {
  const level = levelOfChange(differences);
  if (!level) return '';
  const front = packagesOfTheContract.map((name) => `'${name}': ${level}`).join('\n');
  const lines = differences.map((difference) => `- ${difference.line}`).join('\n');
  return `---\n${front}\n---\n\nThe contract changed (${level}):\n\n${lines}\n`;
}
