/**
 * Rules of the contract that hold between its operation modules, checked before any generator
 * renders them (packages/sdk/scripts/surface.ts asks for them): they are the contract's, whoever
 * reads the rows, so no generator enforces them on its own. Each problem names the module where
 * it is fixed.
 */
import type { DocumentedOperation, OperationSpec } from '@petstore/contract';

type Operation = DocumentedOperation<OperationSpec>;

const pathNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

/**
 * What each write says it changes (`changes`, docs/design/0026-tanstack-query.md): a read changes
 * nothing; a write names the reads whose answers it can change, each a read of the contract; and
 * `'same-record'` needs the read's record named by the write's own path parameters.
 * @param operations - The contract's operations.
 * @param moduleOf - Where an operation's row is written, for the message.
 * @returns One line per problem, naming the operation and its module; none when the rules hold.
 */
export function changesProblems(
  operations: readonly Operation[],
  moduleOf: (operation: Operation) => string,
): string[] {
  const reads = new Map(
    operations.filter((operation) => operation.method === 'get').map((read) => [read.operationId, read]),
  );
  return operations.flatMap((operation) => {
    const where = `${operation.operationId} (${moduleOf(operation)})`;
    const { changes } = operation;
    if (operation.method === 'get')
      return changes ? [`${where}: a read changes nothing; remove its \`changes\``] : [];
    if (!changes)
      return [
        `${where}: it changes something but declares no \`changes\` (the reads whose answers it can change): add them`,
      ];
    const own = new Set(pathNames(operation.path));
    return Object.entries(changes).flatMap(([readId, scope]) => {
      const read = reads.get(readId);
      if (!read) return [`${where}: \`changes\` names ${readId}, which is no read of the contract`];
      const record = pathNames(read.path);
      if (scope === 'same-record' && (record.length === 0 || record.some((name) => !own.has(name))))
        return [
          `${where}: \`changes\` has ${readId}: 'same-record', but its path does not name the record of ${readId}`,
        ];
      return [];
    });
  });
}
