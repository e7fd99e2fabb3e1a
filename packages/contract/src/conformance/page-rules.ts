import type { PetListParams } from '../schemas/params';
import { headerNames } from '../service/headers';
import { linkRelations } from '../service/http';
import { pagination } from '../service/service';
import { parseLinkField } from '../wire/link-field';
import { type RuleInput, type RuleReport, wholeNumberHeader } from './exchange';
import { operationAt } from './header-rules';

// Checked against the contract's parameter names: renaming them there breaks the build here.
const limitName: keyof PetListParams = 'limit';
const offsetName: keyof PetListParams = 'offset';

/** A whole number of the query, its default when absent, `undefined` when it is not one. */
function queryNumber(params: URLSearchParams, name: string, fallback: number): number | undefined {
  const value = params.get(name);
  if (value === null) return fallback;
  return /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * `pagination`: a page carries `X-Total-Count`, holds what `limit` and `offset` ask of that total,
 * and links its `next` page exactly when items follow it and its `prev` page exactly when items
 * precede it, both on the same operation, `next` at the following offset
 * (docs/design/0006-pagination.md).
 */
export function checkPage(input: RuleInput, report: RuleReport): void {
  const { exchange, url, json } = input;
  const total = wholeNumberHeader(exchange.headers, headerNames.totalCount, report);
  const limit = queryNumber(url.searchParams, limitName, pagination.defaultLimit);
  const offset = queryNumber(url.searchParams, offsetName, 0);
  if (!Array.isArray(json) || total === undefined || limit === undefined || offset === undefined) return;
  const expected = Math.min(limit, Math.max(0, total - offset));
  if (json.length !== expected)
    report.fail(
      `the page holds ${json.length} items; with ${headerNames.totalCount} ${total}, offset ${offset} and limit ${limit} it holds ${expected}`,
    );
  const field = exchange.headers.get(headerNames.link);
  const links = field === null ? [] : parseLinkField(field);
  if (!links) {
    report.fail(`${headerNames.link} is "${field}", not an RFC 8288 Link field`);
    return;
  }
  const follows = { [linkRelations.next]: offset + expected < total, [linkRelations.prev]: offset > 0 };
  for (const [relation, exists] of Object.entries(follows)) {
    const link = links.find((candidate) => candidate.rels.includes(relation));
    if (exists && !link)
      report.fail(
        `${headerNames.link} has no rel="${relation}" link, though items ${relation === 'next' ? 'follow' : 'precede'} this page`,
      );
    if (!exists && link)
      report.fail(
        `${headerNames.link} has a rel="${relation}" link, though no items ${relation === 'next' ? 'follow' : 'precede'} this page`,
      );
    if (!link || !URL.canParse(link.target, url)) continue;
    const target = new URL(link.target, url);
    if (operationAt('get', target, input)?.operation.operationId !== input.operation.operationId)
      report.fail(
        `${headerNames.link} rel="${relation}" is ${link.target}, not a page of ${input.operation.operationId}`,
      );
    else if (
      relation === linkRelations.next &&
      queryNumber(target.searchParams, offsetName, 0) !== offset + limit
    )
      report.fail(
        `${headerNames.link} rel="next" is ${link.target}; the next page starts at offset ${offset + limit}`,
      );
  }
}
