import { operationList } from '../../../packages/contract/src/index';
import { markdownTable } from './markdown-table';

function notes(operation: (typeof operationList)[number]): string {
  const parts: string[] = [];
  if ('deprecated' in operation && operation.deprecated)
    parts.push(`deprecated, sunset ${operation.deprecated.sunset.slice(0, 10)}`);
  if ('stability' in operation && operation.stability) parts.push(operation.stability);
  if ('paginated' in operation && operation.paginated) parts.push('paginated');
  if (operation.public) parts.push('no key needed');
  return parts.join('; ');
}

/** Every operation of the service with its method, path and markers. */
export function renderOperations(): string {
  const rows = operationList.map((operation) => [
    `\`${operation.operationId}\``,
    `\`${operation.method.toUpperCase()} ${operation.path}\``,
    operation.summary,
    notes(operation),
  ]);
  return markdownTable(['operation', 'request', 'what it does', 'notes'], rows);
}
