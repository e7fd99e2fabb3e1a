import { headerNames, operationList, pagination } from '../../../packages/contract/src/index';
import { markdownTable } from './markdown-table';

/** The paging parameters and headers, and the operations that page. */
export function renderPagination(): string {
  const paged = operationList
    .filter((operation) => 'paginated' in operation && operation.paginated)
    .map(
      (operation) => `\`${operation.operationId}\` (\`${operation.method.toUpperCase()} ${operation.path}\`)`,
    );
  return markdownTable(
    ['what', 'rule'],
    [
      [
        '`limit`',
        `items per page, ${pagination.minLimit} to ${pagination.maxLimit}; default ${pagination.defaultLimit}`,
      ],
      ['`offset`', 'items to skip, 0 or more; default 0'],
      [`\`${headerNames.totalCount}\``, 'how many items match the query across all pages'],
      [`\`${headerNames.link}\``, 'RFC 8288 links `rel="next"` and `rel="prev"`, where those pages exist'],
      ['operations', paged.join(', ')],
    ],
  );
}
