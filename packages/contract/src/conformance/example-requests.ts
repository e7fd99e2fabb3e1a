import * as z from 'zod/mini';
import { jsonSchemaOptions } from '../openapi/components';
import type { JsonSchema } from '../openapi/types';
import type { OperationSpec } from '../operations/operation';
import { expandPath, pathParamNames } from '../wire/expand-path';

/** The kinds of record the service keeps that an id names. */
export type RecordKind = 'pets' | 'categories' | 'orders';

/**
 * Which kind of record an id field names, by the field's name, wherever it stands: a path
 * parameter (`/store/inventory/{petId}`), a query filter or a body field (`placeOrder`'s `petId`).
 * A call built from the contract takes such a field's value from the records of that kind, never
 * from the documented example. A new kind of id is one line here.
 */
export const recordOfIdField: Readonly<Record<string, RecordKind>> = {
  petId: 'pets',
  categoryId: 'categories',
  orderId: 'orders',
};

/** The ids of the records of each kind a call may name (a fixture's, or those a run found). */
export type RecordIds = Readonly<Partial<Record<RecordKind, readonly number[]>>>;

/** A request of one operation, built from the contract: what any client sends for it. */
export interface ExampleRequest {
  /** The operation it calls. */
  readonly operationId: string;
  /** Its HTTP method. */
  readonly method: OperationSpec['method'];
  /** The path template filled with the path parameters. */
  readonly path: string;
  /** The path parameters, in the order of the template (the order the SDK's methods take them). */
  readonly pathParams: Readonly<Record<string, unknown>>;
  /** The query, when the operation requires one (none does today). */
  readonly query?: Readonly<Record<string, unknown>>;
  /** The body, when the operation takes one. */
  readonly body?: Readonly<Record<string, unknown>>;
}

/** The values a field may take in an example request: the records of its kind, or its documented example. */
type Choices = readonly unknown[];

/** A schema of the contract as JSON Schema, with the descriptions and examples of its docs (as the OpenAPI document has it). */
export function documentedJsonSchema(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, jsonSchemaOptions) as JsonSchema;
}

/**
 * The value a field documents: its example (its own, or that of the schema it is one of, as
 * `status` takes a PetStatus), else its default, else its enum's first value.
 */
export function documentedValue(property: JsonSchema): unknown {
  const options = (property.anyOf ?? property.allOf ?? []) as JsonSchema[];
  const example =
    property.example ?? options.map((option) => option.example).find((value) => value !== undefined);
  if (example !== undefined) return example;
  if (property.default !== undefined) return property.default;
  return (property.enum as unknown[] | undefined)?.[0];
}

/**
 * What a field may be: a record of its kind for an id field, else its documented example, and for
 * a string also a second spelling, so that a name the records already hold (a unique one) has an
 * alternative.
 */
function choicesOf(
  name: string,
  property: JsonSchema,
  ids: RecordIds,
  perField: number,
  tag: string,
): Choices {
  const kind = recordOfIdField[name];
  if (kind) return (ids[kind] ?? []).slice(0, perField);
  const value = documentedValue(property);
  if (value === undefined) return [];
  return typeof value === 'string' && property.format === undefined && property.enum === undefined
    ? [value, `${value} ${tag}`]
    : [value];
}

/**
 * The fields of an object schema an example sets: every required field, and each optional one with
 * a documented example (a default alone is what the service assumes anyway).
 */
function exampleFields(
  schema: z.core.$ZodType | undefined,
  ids: RecordIds,
  perField: number,
  tag: string,
  requiredOnly: boolean,
): [string, Choices][] | undefined {
  if (!schema) return undefined;
  const json = documentedJsonSchema(schema);
  const required = new Set((json.required ?? []) as string[]);
  const fields: [string, Choices][] = [];
  for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
    const isRequired = required.has(name);
    if (requiredOnly && !isRequired) continue;
    if (!isRequired && recordOfIdField[name] === undefined && property.example === undefined) continue;
    fields.push([name, choicesOf(name, property, ids, perField, tag)]);
  }
  return fields;
}

/** Every combination of the choices, the first field varying slowest. */
function* combinations(fields: readonly [string, Choices][]): Generator<Record<string, unknown>> {
  const [first, ...rest] = fields;
  if (!first) {
    yield {};
    return;
  }
  const [name, choices] = first;
  for (const value of choices) for (const others of combinations(rest)) yield { [name]: value, ...others };
}

/**
 * The requests of an operation that its contract makes valid, built from the contract alone: the
 * path parameters and every id field from the records of their kind ({@link recordOfIdField}),
 * every other field from its documented example (the schema's docs in src/docs). The first is the
 * plainest; the others try further records and a second spelling of each name, for a caller that
 * looks for one the service accepts in its state (an order still open, a name not taken). None when
 * a field has neither a record nor an example.
 * @param operation - The row of the operation table.
 * @param ids - The ids of the records the requests may name.
 * @param perField - How many records of a kind each id field tries.
 */
export function* exampleRequests(
  operation: OperationSpec,
  ids: RecordIds,
  perField = 6,
): Generator<ExampleRequest> {
  const tag = operation.operationId;
  const names = pathParamNames(operation.path);
  const pathShape = operation.pathParams
    ? (documentedJsonSchema(operation.pathParams).properties as Record<string, JsonSchema>)
    : {};
  const path: [string, Choices][] = names.map((name) => [
    name,
    choicesOf(name, pathShape[name] ?? {}, ids, perField, tag),
  ]);
  const query = exampleFields(operation.query, ids, perField, tag, true) ?? [];
  const body = exampleFields(operation.body, ids, perField, tag, false);
  const fields = [
    ...path.map(([name, choices]): [string, Choices] => [`path:${name}`, choices]),
    ...query.map(([name, choices]): [string, Choices] => [`query:${name}`, choices]),
    ...(body ?? []).map(([name, choices]): [string, Choices] => [`body:${name}`, choices]),
  ];
  for (const values of combinations(fields)) {
    const part = (prefix: string) =>
      Object.fromEntries(
        Object.entries(values)
          .filter(([key]) => key.startsWith(prefix))
          .map(([key, value]) => [key.slice(prefix.length), value]),
      );
    const pathParams = part('path:');
    const queryValues = part('query:');
    yield {
      operationId: operation.operationId,
      method: operation.method,
      path: expandPath(operation.path, pathParams),
      pathParams,
      ...(Object.keys(queryValues).length > 0 ? { query: queryValues } : {}),
      ...(body ? { body: part('body:') } : {}),
    };
  }
}
