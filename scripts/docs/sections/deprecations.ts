import { operationList } from '../../../packages/contract/src/index';
import { markdownTable } from './markdown-table';

const day = (iso: string) => iso.slice(0, 10);

/** Every deprecated operation with its dates and replacement. */
export function renderDeprecations(): string {
  const rows = operationList.flatMap((operation) =>
    'deprecated' in operation && operation.deprecated
      ? [
          [
            `\`${operation.operationId}\` (\`${operation.method.toUpperCase()} ${operation.path}\`)`,
            day(operation.deprecated.since),
            day(operation.deprecated.sunset),
            operation.deprecated.replacement,
          ],
        ]
      : [],
  );
  return markdownTable(['operation', 'deprecated since', 'sunset', 'what to use instead'], rows);
}
