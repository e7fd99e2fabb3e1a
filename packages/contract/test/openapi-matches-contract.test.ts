import { readFileSync } from 'node:fs';
import { dereference } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  buildOpenApiDocument,
  componentSchemas,
  errorCodes,
  headerNames,
  type JsonSchema,
  operationList,
  operations,
} from '../src/index';
import { jsonSchemaOptions } from '../src/internal';
import { errorCodesOf } from '../src/operations/error-codes-of';

const document = buildOpenApiDocument();

// `$ref`s in OpenAPI 3.0 cannot have siblings, so the generator wraps a described reference in a
// one-element `allOf`; once dereferenced, that wrapper is the only difference from an inline schema.
function unwrapSingleAllOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrapSingleAllOf);
  if (value === null || typeof value !== 'object') return value;
  const { allOf, ...rest } = value as JsonSchema;
  const unwrapped = Object.fromEntries(
    Object.entries(rest).map(([key, inner]) => [key, unwrapSingleAllOf(inner)]),
  );
  if (Array.isArray(allOf) && allOf.length === 1) {
    return { ...(unwrapSingleAllOf(allOf[0]) as JsonSchema), ...unwrapped };
  }
  return allOf === undefined ? unwrapped : { ...unwrapped, allOf: unwrapSingleAllOf(allOf) };
}

describe('the OpenAPI document cannot drift from the contract', () => {
  it('has every operation of the table at its path and method, and nothing else', () => {
    const inDocument = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
      ),
    );
    const inTable = operationList.map((op) => `${op.method.toUpperCase()} ${op.path} ${op.operationId}`);
    expect(inDocument.sort()).toEqual(inTable.sort());
    // The two operations the service's description shows are among them.
    expect(inTable).toEqual(
      expect.arrayContaining(['GET /pets/{petId} getPetById', 'GET /store/orders listOrders']),
    );
  });

  it('holds, for every component, exactly the JSON Schema of the exported zod schema', async () => {
    const dereferenced = (await dereference(
      structuredClone(document) as never,
    )) as unknown as typeof document;
    for (const [name, schema] of Object.entries(componentSchemas)) {
      const standalone = z.toJSONSchema(schema, jsonSchemaOptions);
      expect(unwrapSingleAllOf(dereferenced.components.schemas[name]), name).toEqual(
        unwrapSingleAllOf(standalone),
      );
    }
  });

  it('documents each error status an operation can answer, with the Error schema', () => {
    for (const operation of operationList) {
      const responses = document.paths[operation.path]?.[operation.method]?.responses as Record<
        string,
        JsonSchema
      >;
      const statuses = new Set(errorCodesOf(operation).map((code) => String(errorCodes[code].status)));
      expect(
        Object.keys(responses)
          .filter((status) => status >= '400')
          .sort(),
        operation.operationId,
      ).toEqual([...statuses].sort());
      for (const status of statuses) {
        expect(JSON.stringify(responses[status]), `${operation.operationId} ${status}`).toContain(
          '#/components/schemas/Error',
        );
      }
    }
  });

  it('puts X-Request-Id and the rate-limit headers on every response, Retry-After on 429 and 403', () => {
    const rateLimit = [
      headerNames.rateLimitLimit,
      headerNames.rateLimitRemaining,
      headerNames.rateLimitReset,
    ];
    for (const operation of operationList) {
      const responses = document.paths[operation.path]?.[operation.method]?.responses as Record<
        string,
        JsonSchema
      >;
      for (const [status, response] of Object.entries(responses)) {
        const headers = Object.keys(response.headers as JsonSchema);
        const label = `${operation.operationId} ${status}`;
        expect(headers, label).toContain(headerNames.requestId);
        for (const name of rateLimit) expect(headers, label).toContain(name);
        if (status === '429' || status === '403') expect(headers).toContain(headerNames.retryAfter);
      }
    }
  });

  it('says what the public /openapi.json answers: the document, and nothing else, counted against no rate limit', () => {
    const get = document.paths['/openapi.json']?.get as JsonSchema;
    expect(Object.keys(get.responses as JsonSchema)).toEqual(['200']);
    expect(get.parameters).toBeUndefined();
    expect(get.description).toMatch(/no API key/);
    expect(get.description).toMatch(/query string/);
    expect(get.description).toMatch(/no rate limit and never faulted/);
  });

  it("has an info.contact, as Spectral's OpenAPI ruleset asks", () => {
    expect(document.info.contact).toEqual({
      name: expect.any(String),
      url: expect.stringMatching(/^https:\/\//),
      email: expect.stringMatching(/@/),
    });
  });

  it('bounds every integer by its format: int32 within int32, int64 (or none) within the safe range', () => {
    const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
    const safe = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
    const seen = { int32: 0, int64: 0 };
    const visit = (value: unknown, where: string): void => {
      if (value === null || typeof value !== 'object') return;
      const schema = value as JsonSchema;
      if (schema.type === 'integer') {
        const bounds = schema.format === 'int32' ? int32 : safe;
        if (schema.format === 'int32' || schema.format === 'int64') seen[schema.format] += 1;
        if (schema.format !== undefined) expect(schema.format, where).toMatch(/^int(32|64)$/);
        expect(typeof schema.minimum === 'number' && schema.minimum >= bounds.min, `${where} minimum`).toBe(
          true,
        );
        expect(typeof schema.maximum === 'number' && schema.maximum <= bounds.max, `${where} maximum`).toBe(
          true,
        );
      }
      for (const [key, inner] of Object.entries(schema)) visit(inner, `${where}.${key}`);
    };
    visit(document.components.schemas, 'components.schemas');
    visit(document.paths, 'paths');
    expect(seen.int32).toBeGreaterThan(0);
    expect(seen.int64).toBeGreaterThan(0);
  });

  it('lists the Idempotency-Key header, 409 idempotency_conflict and Idempotent-Replayed on every operation that changes something', () => {
    const mutating = operationList.filter((operation) => operation.method !== 'get');
    expect(mutating.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['createPet', 'placeOrder', 'updateInventory', 'cancelOrder']),
    );
    for (const operation of operationList) {
      const documented = document.paths[operation.path]?.[operation.method] as JsonSchema;
      const parameters = ((documented.parameters ?? []) as JsonSchema[]).map((parameter) => parameter.name);
      const success = (documented.responses as Record<string, JsonSchema>)[String(operation.response.status)];
      const changes = operation.method !== 'get';
      expect(Boolean(operation.idempotent), operation.operationId).toBe(changes);
      expect(parameters.includes(headerNames.idempotencyKey), operation.operationId).toBe(changes);
      expect(errorCodesOf(operation).includes('idempotency_conflict'), operation.operationId).toBe(changes);
      expect(Object.keys(success?.headers as JsonSchema).includes(headerNames.idempotentReplayed)).toBe(
        changes,
      );
    }
  });

  it('marks deprecation, stability and the hidden try-it panel as the table says', () => {
    const getPet = document.paths['/pets/{petId}']?.get as JsonSchema;
    expect(getPet).toMatchObject({ deprecated: true, 'x-sunset': operations.getPetById.deprecated.sunset });
    expect(document.paths['/store/orders/{orderId}']?.patch).toMatchObject({
      'x-stability': 'experimental',
      'x-badges': [expect.objectContaining({ name: 'Experimental' })],
    });
    for (const path of ['/store/inventory', '/store/inventory/{petId}']) {
      expect(JSON.stringify(document.paths[path]), path).toContain('"x-stability":"beta"');
    }
    expect(document.paths['/store/orders']?.get).toMatchObject({ 'x-hideTryItPanel': true });
    expect(document.paths['/openapi.json']?.get).toMatchObject({ security: [] });
    expect(document['x-tagGroups'].map((group) => group.name)).toEqual(['Pets', 'Store', 'Service']);
  });

  it('is the same document as the committed openapi.json (run `pnpm --filter @petstore/contract openapi`)', () => {
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
