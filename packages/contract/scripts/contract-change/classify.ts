/**
 * Classifying a contract change (docs/design/0024-the-semver-of-a-contract-change.md):
 * api-smart-diff finds the differences (with every `$ref` resolved); their level and their words
 * are ours (operation-rules.ts, error-codes.ts): its own levels and words differ from 0024's in
 * many places (a removed optional field is "non-breaking" to it, a new response field reads
 * "property `tags` to `[]`"). It compares only the parts of the documents that can differ
 * (unchanged-parts.ts); the rules read the documents whole.
 */
import { apiCompare } from 'api-smart-diff';
import {
  type Change,
  type ContractDifference,
  type Label,
  type RawDiff,
  rank,
  type SdkMethodOf,
} from './change';
import { movedErrorCodes } from './error-codes';
import { type OpenApiDocument, tagOf } from './openapi-document';
import { changesOf } from './operation-rules';
import { comparedWithoutUnchangedParts } from './unchanged-parts';

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
  const { diffs } = comparedWithoutUnchangedParts(released, current, apiCompare) as { diffs: RawDiff[] };
  const documents = { before: released as OpenApiDocument, after: current as OpenApiDocument };
  const label: Label = (operationId, tag) => {
    const method = sdkMethodOf(operationId, tag);
    return method ? `\`${operationId}\` (\`${method}\`)` : `\`${operationId}\``;
  };
  const changes: Change[] = [];
  for (const diff of diffs) changes.push(...changesOf(diff, documents, label));
  changes.push(...movedErrorCodes(documents.before, documents.after));
  const labelled = (id: string) => label(id, tagOf([documents.after, documents.before], id));
  return gathered(changes, labelled);
}

/** Each change of one operation gathered into one line per level and text, naming the operations. */
function gathered(
  changes: readonly Change[],
  labelled: (operationId: string) => string,
): ContractDifference[] {
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
    line: change.gather ? `${change.text} ${listed(operations.map(labelled))}` : change.text,
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

/** Operations as a line lists them: at most six named, the rest counted. */
function listed(items: readonly string[]): string {
  const shown = items.length > 6 ? [...items.slice(0, 5), `${items.length - 5} more`] : items;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}
