import type { PetListParams } from '@petstore/contract';
import { linkRelations } from '@petstore/contract/internal';

// Checked against the contract's parameter names: renaming them there breaks the build here.
const limitName: keyof PetListParams = 'limit';
const offsetName: keyof PetListParams = 'offset';

function pageUrl(url: URL, offset: number, limit: number): string {
  const target = new URL(url);
  target.searchParams.set(limitName, String(limit));
  target.searchParams.set(offsetName, String(offset));
  return target.href;
}

/**
 * The RFC 8288 `Link` value of a page: absolute URLs of the `next` and `prev` pages, keeping the
 * request's filters; undefined when there is neither. A `prev` past the end points at the last page.
 */
export function pageLinks(url: URL, offset: number, limit: number, total: number): string | undefined {
  const links: string[] = [];
  if (offset + limit < total)
    links.push(`<${pageUrl(url, offset + limit, limit)}>; rel="${linkRelations.next}"`);
  if (offset > 0) {
    links.push(
      `<${pageUrl(url, Math.max(0, Math.min(offset - limit, total - limit)), limit)}>; rel="${linkRelations.prev}"`,
    );
  }
  return links.length > 0 ? links.join(', ') : undefined;
}
