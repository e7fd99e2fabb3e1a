import { headerNames } from '@petstore/contract';
import { type Answer, errorAnswer, jsonAnswer } from '../answer';
import type { Outcome } from '../operations/outcome';
import { pageLinks } from './page-links';

/**
 * Turns an operation's outcome into its answer: JSON bodies, `Location` on 201 (the path
 * including the base URL's prefix), `X-Total-Count` and `Link` on pages, nothing on 204.
 */
export function outcomeAnswer(
  outcome: Outcome,
  success: { status: number; url: URL; basePath: string },
  headers: Record<string, string>,
): Answer {
  switch (outcome.kind) {
    case 'json':
      return jsonAnswer(
        success.status,
        outcome.body,
        outcome.location
          ? { ...headers, [headerNames.location]: `${success.basePath}${outcome.location}` }
          : headers,
      );
    case 'page': {
      const link = pageLinks(success.url, outcome.offset, outcome.limit, outcome.page.total);
      const pageHeaders: Record<string, string> = {
        ...headers,
        [headerNames.totalCount]: String(outcome.page.total),
      };
      const deprecationLink = headers[headerNames.link];
      if (link) pageHeaders[headerNames.link] = deprecationLink ? `${deprecationLink}, ${link}` : link;
      return jsonAnswer(success.status, outcome.page.items, pageHeaders);
    }
    case 'empty':
      return { status: success.status, headers };
    case 'error':
      return errorAnswer(outcome, headers);
  }
}
