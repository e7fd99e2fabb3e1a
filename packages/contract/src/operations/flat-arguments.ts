import { pathParamNames } from '../wire/expand-path';
import type { OperationSpec } from './operation';

/**
 * The query fields of an operation whose names its other inputs take where every input is a field
 * of one object (an MCP tool's arguments: the path parameters and the query's fields at the top
 * level, the body under `body`, the header parameters under `headers`), so that one of each pair
 * would be lost. The MCP tools refuse such an operation when they are built, and the generators
 * before they write anything (docs/design/0029-operation-shapes.md): one rule for both.
 * @param operation - The operation's path template and query.
 * @returns Those fields' names, in the query's order; none for an operation that can be flattened.
 */
export function clashingQueryFields(operation: Pick<OperationSpec, 'path' | 'query'>): string[] {
  const taken = new Set([...pathParamNames(operation.path), 'body', 'headers']);
  return Object.keys(operation.query?.shape ?? {}).filter((field) => taken.has(field));
}
