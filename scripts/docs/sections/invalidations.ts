import { type ChangeScope, operationList } from '../../../packages/contract/src/index';
import { markdownTable } from './markdown-table';

/** Every write with the reads its `changes` names: what its TanStack Query mutation invalidates. */
export function renderInvalidations(): string {
  const rows = operationList.flatMap((operation) => {
    const changes = ('changes' in operation ? operation.changes : undefined) as
      | Readonly<Record<string, ChangeScope>>
      | undefined;
    if (!changes) return [];
    const reads = Object.entries(changes).map(([read, scope]) =>
      scope === 'all' ? `every \`${read}\`` : `\`${read}\` of the same record`,
    );
    return [
      [
        `\`${operation.operationId}\` (\`${operation.method.toUpperCase()} ${operation.path}\`)`,
        reads.join(', '),
      ],
    ];
  });
  return markdownTable(['write', 'invalidates (its `changes`)'], rows);
}
