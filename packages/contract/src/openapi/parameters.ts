import * as z from 'zod/mini';
import type { OperationDefinition } from '../operations/operation';
import { IdempotencyKey } from '../schemas/params';
import { headerNames } from '../service/headers';
import { jsonSchemaOptions } from './components';
import type { JsonSchema } from './types';

function fromObject(schema: z.ZodMiniObject, location: 'path' | 'query' | 'header'): JsonSchema[] {
  const json = z.toJSONSchema(schema, jsonSchemaOptions) as {
    properties: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties).map(([name, property]) => {
    const { description, example, ...rest } = property;
    // A repeatable filter is "one value or a list" in TypeScript; on the wire it is always a list.
    const list = (rest.anyOf as JsonSchema[] | undefined)?.find((option) => option.type === 'array');
    const required = location === 'path' || (json.required ?? []).includes(name);
    return {
      name,
      in: location,
      required,
      description,
      ...(list ? { schema: list, style: 'form', explode: true } : { schema: rest }),
      // An optional parameter's example is a value reference UIs and contract tools send (Swagger
      // UI fills it into try-it), which would turn a plain list into a filtered one; its
      // description says what it takes.
      ...(example === undefined || !required ? {} : { example }),
    };
  });
}

/**
 * The parameters of an operation: path, query, its own headers, and the `Idempotency-Key` header
 * where honoured.
 */
export function buildParameters(operation: OperationDefinition): JsonSchema[] {
  const { description, example, ...schema } = z.toJSONSchema(IdempotencyKey, jsonSchemaOptions) as JsonSchema;
  return [
    ...(operation.pathParams ? fromObject(operation.pathParams, 'path') : []),
    ...(operation.query ? fromObject(operation.query, 'query') : []),
    ...(operation.headers ? fromObject(operation.headers, 'header') : []),
    ...(operation.idempotent
      ? [{ name: headerNames.idempotencyKey, in: 'header', required: false, description, schema, example }]
      : []),
  ];
}
