import { describe, expect, it } from 'vitest';
import { operations } from '../docs/operations';
import { headerNames } from '../service/headers';
import { formatRateLimitFields } from '../wire/rate-limit-fields';
import { checkExchange } from './check-exchange';
import type { Exchange, ExchangeExpectation } from './exchange';

const base = 'https://petstore.example/api';
const rex = { id: 7, name: 'Rex', categoryId: 2, status: 'available' };
const deprecated = operations.getPetById.deprecated;

/** The headers every answer carries, as the contract writes them: 41 of 60 left this minute. */
function commonHeaders(): Record<string, string> {
  const fields = formatRateLimitFields([
    { name: 'minute', quota: 60, windowSeconds: 60, remaining: 41, resetSeconds: 17 },
    { name: 'day', quota: 1000, windowSeconds: 86_400, remaining: 958, resetSeconds: 40_122 },
  ]);
  return {
    [headerNames.requestId]: 'b3c1e6a0-5d1f-4a53-9f5e-1f0d2f9c1a77',
    [headerNames.rateLimitLimit]: '60',
    [headerNames.rateLimitRemaining]: '41',
    [headerNames.rateLimitReset]: '1767225617',
    [headerNames.rateLimitPolicy]: fields.policy,
    [headerNames.rateLimit]: fields.rateLimit,
    [headerNames.contentType]: 'application/json',
  };
}

const deprecationHeaders = {
  [headerNames.deprecation]: '@1767225600',
  [headerNames.sunset]: 'Wed, 30 Jun 2027 00:00:00 GMT',
  [headerNames.link]: `<${deprecated.link}>; rel="deprecation", <${deprecated.link}>; rel="sunset"`,
};

interface Answer {
  readonly method?: string;
  readonly path: string;
  readonly status: number;
  readonly headers?: Record<string, string | null>;
  readonly body?: unknown;
}

/** An exchange with the common headers, changed by `headers` (`null` removes one). */
function exchange({ method = 'GET', path, status, headers = {}, body }: Answer): Exchange {
  const all = new Headers(commonHeaders());
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) all.delete(name);
    else all.set(name, value);
  }
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { request: { method, url: `${base}${path}` }, status, headers: all, body: text };
}

function findings(
  operationId: keyof typeof operations,
  answer: Answer,
  expected?: ExchangeExpectation,
): { violations: string[]; notes: string[] } {
  const checked = checkExchange(operations[operationId], exchange(answer), expected);
  return {
    violations: checked.violations.map(({ rule, detail }) => `${rule}: ${detail}`),
    notes: checked.notes.map(({ rule, detail }) => `${rule}: ${detail}`),
  };
}

const getRex = { path: '/pets/7', status: 200, headers: deprecationHeaders, body: rex };
const notFound = { code: 'not_found', message: 'Pet 99 does not exist', status: 404 };

describe('checkExchange holds an answer to the rules the contract gives it', () => {
  it('applies the rules of the answer: a deprecated operation adds `deprecation`, a page `pagination`', () => {
    expect(checkExchange(operations.getPetById, exchange(getRex), 'success')).toEqual({
      rules: [
        'status',
        'content-type',
        'body',
        'rate-limit',
        'rate-limit-fields',
        'request-id',
        'deprecation',
      ],
      violations: [],
      notes: [],
    });
    const page = exchange({
      path: '/pets?limit=2',
      status: 200,
      headers: { [headerNames.totalCount]: '2' },
      body: [rex, rex],
    });
    expect(checkExchange(operations.listPets, page).rules).toContain('pagination');
    const created = exchange({
      method: 'POST',
      path: '/pets',
      status: 201,
      headers: { [headerNames.location]: '/api/pets/7' },
      body: rex,
    });
    expect(checkExchange(operations.createPet, created, 'success')).toMatchObject({
      rules: expect.arrayContaining(['location', 'idempotent-replayed']),
      violations: [],
    });
    const limited = exchange({
      path: '/pets',
      status: 429,
      headers: { [headerNames.retryAfter]: '17' },
      body: { code: 'rate_limited', message: 'Slow down', status: 429 },
    });
    expect(checkExchange(operations.listPets, limited)).toMatchObject({
      violations: [],
      rules: expect.arrayContaining(['retry-after']),
    });
  });

  it('fails a field that is missing, mistyped or out of its enum, naming the value received and what the contract allows', () => {
    const { name: _, ...nameless } = rex;
    expect(findings('getPetById', { ...getRex, body: { ...nameless, title: 'Rex' } }, 'success')).toEqual({
      violations: ['body: body.name is required; the object has unknown field "title"'],
      notes: ['body: body.title is not a field of the contract'],
    });
    expect(
      findings('getPetById', { ...getRex, body: { ...rex, id: '7', status: 'lost' } }).violations,
    ).toEqual([
      'body: body.id is "7"; the contract says it must be a number',
      'body: body.status is "lost"; the contract allows one of "available", "pending", "sold"',
    ]);
  });

  it('names the item of a list by its index, and a renamed field by the unknown fields beside it', () => {
    const { categoryId, ...uncategorised } = rex;
    const pets = [
      { ...rex, id: 1 },
      { ...rex, id: 2, status: 'reserved' },
      { ...uncategorised, id: 3, category_id: categoryId, 'category id': categoryId },
    ];
    const page = {
      path: '/pets?limit=3',
      status: 200,
      headers: { [headerNames.totalCount]: '3' },
      body: pets,
    };
    const checked = checkExchange(operations.listPets, exchange(page));
    expect(checked.violations).toEqual([
      {
        rule: 'body',
        detail: 'body[1].status is "reserved"; the contract allows one of "available", "pending", "sold"',
        summary: 'body[].status must be one of "available", "pending", "sold"',
      },
      {
        rule: 'body',
        detail: 'body[2].categoryId is required; the object has unknown fields "category_id", "category id"',
        summary: 'body[].categoryId is required',
      },
    ]);
    expect(checked.notes.map(({ detail }) => detail)).toEqual([
      'body[2].category_id is not a field of the contract',
      'body[2]["category id"] is not a field of the contract',
    ]);
  });

  it('says each kind of finding once per answer: its first item, and how many more there are', () => {
    const page = {
      path: '/pets?limit=3',
      status: 200,
      headers: { [headerNames.totalCount]: '3' },
      body: ['held', 'gone', 'lost'].map((status, index) => ({
        ...rex,
        id: index + 1,
        status,
        colour: 'red',
      })),
    };
    const checked = checkExchange(operations.listPets, exchange(page));
    expect(checked.violations).toEqual([
      {
        rule: 'body',
        detail:
          'body[0].status is "held"; the contract allows one of "available", "pending", "sold" (and 2 more like it)',
        summary: 'body[].status must be one of "available", "pending", "sold"',
      },
    ]);
    expect(checked.notes).toEqual([
      {
        rule: 'body',
        detail: 'body[0].colour is not a field of the contract (and 2 more like it)',
        summary: 'body[].colour is not a field of the contract',
      },
    ]);
  });

  it('shortens a long value received past 60 characters, the key masked before it is cut', () => {
    const key = `k-${'9'.repeat(70)}`;
    const body = { ...rex, name: 7, status: `${key} and then some more words to pass the limit` };
    const checked = checkExchange(operations.getPetById, exchange({ ...getRex, body }), 'success', key);
    expect(checked.violations.map(({ detail }) => detail)).toEqual([
      'body.name is 7; the contract says it must be a string',
      'body.status is "[redacted] and then some more words to pass the limit"; the contract allows one of "available", "pending", "sold"',
    ]);
    const long = { ...rex, status: 'x'.repeat(100) };
    const [shortened] = checkExchange(operations.getPetById, exchange({ ...getRex, body: long })).violations;
    expect(shortened?.detail).toBe(
      `body.status is "${'x'.repeat(59)}… (102 characters); the contract allows one of "available", "pending", "sold"`,
    );
    // Cut on its own, a key of 70 characters would leave 58 of them in the detail.
    const keyed = { ...rex, status: key };
    const [masked] = checkExchange(
      operations.getPetById,
      exchange({ ...getRex, body: keyed }),
      'success',
      key,
    ).violations;
    expect(masked?.detail).toContain('"[redacted]"');
    expect(masked?.detail).not.toContain('9999');
  });

  it('fails an error code the contract files under another status, and a code it does not know', () => {
    const misfiled = {
      path: '/pets/99',
      status: 400,
      headers: deprecationHeaders,
      body: { code: 'not_found', message: 'Pet 99 does not exist', status: 400 },
    };
    expect(findings('getPetById', misfiled).violations).toEqual([
      'status: answered 400 not_found; the contract says 404 not_found',
      'body: body.code "not_found" is a 404 in the contract, answered with 400',
    ]);
    const unknown = { ...misfiled, body: { code: 'pet_gone', message: 'no', status: 400 } };
    const checked = checkExchange(operations.getPetById, exchange(unknown));
    expect(checked.violations).toEqual([
      {
        rule: 'body',
        detail:
          'body.code is "pet_gone", which is not an error code of the contract; the contract answers 400 with "invalid_request"',
        summary:
          'body.code is not an error code of the contract; the contract answers 400 with "invalid_request"',
      },
    ]);
  });

  it('fails another status or code than the expected error, and a status the operation does not document', () => {
    const gone = {
      path: '/pets/99',
      status: 400,
      headers: deprecationHeaders,
      body: { code: 'invalid_request', message: 'no', status: 400 },
    };
    expect(findings('getPetById', gone, 'not_found').violations).toEqual([
      'status: answered 400 invalid_request; the contract says 404 not_found',
      'body: body.code is "invalid_request"; the contract says "not_found"',
    ]);
    const teapot = { path: '/pets/7', status: 418, headers: deprecationHeaders, body: notFound };
    expect(findings('getPetById', teapot).violations).toEqual([
      'status: answered 418 not_found, which getPetById does not document (200, 400, 401, 403, 404, 410, 429, 500, 503)',
      "body: body.status is 404; the answer's status is 418",
      'body: body.code "not_found" is a 404 in the contract, answered with 418',
    ]);
    const foreign = {
      path: '/categories/99',
      status: 409,
      body: { code: 'order_complete', message: 'no', status: 409 },
    };
    expect(findings('getCategory', foreign).violations).toEqual([
      'status: answered 409 order_complete, which getCategory does not document (200, 400, 401, 403, 404, 429, 500, 503)',
      'body: body.code "order_complete" is not an error of getCategory',
    ]);
  });

  it('fails an answer without the headers every answer carries, or whose rate-limit generations disagree', () => {
    expect(
      findings('getPetById', {
        ...getRex,
        headers: {
          ...deprecationHeaders,
          [headerNames.requestId]: null,
          [headerNames.rateLimitReset]: 'soon',
        },
      }).violations,
    ).toEqual([
      'rate-limit: X-RateLimit-Reset is "soon", not a whole number',
      'request-id: X-Request-Id is missing',
    ]);
    const disagreeing = {
      ...deprecationHeaders,
      [headerNames.rateLimitRemaining]: '40',
      [headerNames.rateLimitPolicy]: '"minute";q=60;w=60',
    };
    expect(findings('getPetById', { ...getRex, headers: disagreeing }).violations).toEqual([
      'rate-limit-fields: RateLimit-Policy has no "day" quota with q and w',
      'rate-limit-fields: X-RateLimit-Remaining is 40; the binding quota "minute" of RateLimit has r=41',
    ]);
    expect(
      findings('getPetById', {
        ...getRex,
        headers: { ...deprecationHeaders, [headerNames.rateLimit]: 'minute=41' },
      }).violations,
    ).toEqual([
      'rate-limit-fields: RateLimit: not a Structured Field List',
      'rate-limit-fields: RateLimit has no "minute" quota with r and t',
      'rate-limit-fields: RateLimit has no "day" quota with r and t',
    ]);
  });

  it('fails a 429 without whole seconds to wait', () => {
    const limited = {
      path: '/pets',
      status: 429,
      headers: { [headerNames.retryAfter]: '0' },
      body: { code: 'rate_limited', message: 'Slow down', status: 429 },
    };
    expect(findings('listPets', limited).violations).toEqual([
      'retry-after: Retry-After is 0; the contract says at least 1',
    ]);
  });

  it("fails a deprecated operation's answer, errors included, without the contract's dates and links", () => {
    const headers = {
      [headerNames.deprecation]: null,
      [headerNames.sunset]: '2027-06-30',
      [headerNames.link]: `<${deprecated.link}>; rel="deprecation"`,
    };
    expect(
      findings('getPetById', { path: '/pets/99', status: 404, headers, body: notFound }, 'not_found')
        .violations,
    ).toEqual([
      'deprecation: Deprecation is missing',
      'deprecation: Sunset is "2027-06-30", not an HTTP-date',
      `deprecation: Link has no rel="sunset" link to ${deprecated.link}`,
    ]);
    const moved = {
      ...deprecationHeaders,
      [headerNames.deprecation]: '@1700000000',
      [headerNames.sunset]: 'Fri, 31 Dec 2027 00:00:00 GMT',
    };
    expect(findings('getPetById', { ...getRex, headers: moved }).violations).toEqual([
      'deprecation: Deprecation is "@1700000000"; the contract says @1767225600 (2026-01-01T00:00:00Z)',
      'deprecation: Sunset is "Fri, 31 Dec 2027 00:00:00 GMT"; the contract says Wed, 30 Jun 2027 00:00:00 GMT',
    ]);
  });

  it('fails a page whose size, total or links do not follow from limit and offset', () => {
    const page = (query: string, total: string, link: string | null, size: number) => ({
      path: `/pets?${query}`,
      status: 200,
      headers: { [headerNames.totalCount]: total, [headerNames.link]: link },
      body: Array.from({ length: size }, (_, index) => ({ ...rex, id: index + 1 })),
    });
    const next = (offset: number) => `<${base}/pets?limit=2&offset=${offset}>; rel="next"`;
    expect(findings('listPets', page('limit=2', '5', next(2), 2)).violations).toEqual([]);
    expect(findings('listPets', page('limit=2', '5', null, 2)).violations).toEqual([
      'pagination: Link has no rel="next" link, though items follow this page',
    ]);
    expect(
      findings(
        'listPets',
        page('limit=2&offset=4', '5', `${next(6)}, <${base}/pets?limit=2&offset=2>; rel="prev"`, 1),
      ).violations,
    ).toEqual(['pagination: Link has a rel="next" link, though no items follow this page']);
    expect(
      findings('listPets', page('', '25', `<${base}/pets?limit=20&offset=10>; rel="next"`, 25)).violations,
    ).toEqual([
      'pagination: the page holds 25 items; with X-Total-Count 25, offset 0 and limit 20 it holds 20',
      'pagination: Link rel="next" is https://petstore.example/api/pets?limit=20&offset=10; the next page starts at offset 20',
    ]);
    expect(
      findings('listPets', page('limit=2', 'many', `<${base}/categories?offset=2>; rel="next"`, 2))
        .violations,
    ).toEqual(['pagination: X-Total-Count is "many", not a whole number']);
    expect(
      findings('listPets', page('limit=2', '5', `<${base}/categories?offset=2>; rel="next"`, 2)).violations,
    ).toEqual([`pagination: Link rel="next" is ${base}/categories?offset=2, not a page of listPets`]);
  });

  it('fails a 201 whose Location is not the created record, and a replay flag that is not a boolean', () => {
    const created = (location: string, replayed = 'true') => ({
      method: 'POST',
      path: '/pets',
      status: 201,
      headers: { [headerNames.location]: location, [headerNames.idempotentReplayed]: replayed },
      body: rex,
    });
    expect(findings('createPet', created('/api/pets/7')).violations).toEqual([]);
    expect(findings('createPet', created(`${base}/pets/7`)).violations).toEqual([]);
    expect(findings('createPet', created('/api/pets/8', 'yes')).violations).toEqual([
      'location: Location is "/api/pets/8", not the path of the record created (id 7)',
      'idempotent-replayed: Idempotent-Replayed is "yes", not true or false',
    ]);
    expect(findings('createPet', created('/api/store/inventory/7')).violations).toEqual([
      'location: Location is "/api/store/inventory/7", not the path of the record created (id 7)',
    ]);
  });

  it('fails a body that is not JSON, a JSON answer that does not say so, and a 204 with a body', () => {
    expect(
      findings('getPetById', {
        ...getRex,
        body: '<html>',
        headers: { ...deprecationHeaders, [headerNames.contentType]: 'text/html' },
      }).violations,
    ).toEqual(['content-type: Content-Type is "text/html", not application/json', 'body: body is not JSON']);
    const deleted = {
      method: 'DELETE',
      path: '/pets/7',
      status: 204,
      headers: { [headerNames.contentType]: null },
      body: '{}',
    };
    expect(findings('deletePet', deleted, 'success').violations).toEqual(['body: a 204 answer has a body']);
    expect(findings('deletePet', { ...deleted, body: undefined }, 'success').violations).toEqual([]);
  });

  it('fails an OpenAPI document without an operation of the contract, and notes one the contract lacks', () => {
    const paths = { '/pets': { get: {}, post: {} }, '/pets/{petId}/photos': { get: {}, parameters: [] } };
    const { violations, notes } = findings('getOpenApiDocument', {
      path: '/openapi.json',
      status: 200,
      body: { openapi: '3.0.3', paths },
    });
    expect(violations).toHaveLength(Object.keys(operations).length - 2);
    expect(violations).toContain('body: body.paths["/pets/{petId}"].get (getPetById) is missing');
    expect(notes).toEqual([
      'body: body.paths["/pets/{petId}/photos"].get is not an operation of the contract',
    ]);
  });
});
