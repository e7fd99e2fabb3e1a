/**
 * The schemas of the contract that users meet as named types, and how a schema reads as a
 * TypeScript type: what the generators of the contract's types and of the SDK's surface share.
 */

import * as z from 'zod/mini';
import * as contract from '../src/index';
import { errorCodeList, jsonSchemaOptions } from '../src/internal';

/** A zod schema. */
export type Schema = z.core.$ZodType;

/** The parts of a zod schema's definition that the generators read. */
export interface Definition {
  type: string;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string>;
  shape?: Record<string, Schema>;
}

/** A JSON Schema, as the OpenAPI document has it. */
export type JsonSchema = contract.JsonSchema;

export const definitionOf = (schema: Schema) => schema._zod.def as unknown as Definition;

/** A schema as JSON Schema with the contract's documentation (src/docs), as the OpenAPI document has it. */
export const jsonSchemaOf = (schema: Schema) => z.toJSONSchema(schema, jsonSchemaOptions) as JsonSchema;

/** The schema inside its `optional`s, and whether there were any. */
export function unwrapOptional(schema: Schema): { schema: Schema; optional: boolean } {
  let inner = schema;
  while (definitionOf(inner).type === 'optional') inner = definitionOf(inner).innerType as Schema;
  return { schema: inner, optional: inner !== schema };
}

/**
 * The schemas a user meets as types, by the name the contract exports them under: every
 * component of the OpenAPI document and every query and header parameters of an operation.
 * @throws when one of them has no export of its own.
 */
export function namedSchemas(): ReadonlyMap<Schema, string> {
  const named = new Set<Schema>([
    ...Object.values(contract.componentSchemas),
    ...(contract.operationList as readonly contract.OperationSpec[]).flatMap((operation) => [
      ...(operation.query ? [operation.query] : []),
      ...(operation.headers ? [operation.headers] : []),
    ]),
  ]);
  const names = new Map<Schema, string>();
  for (const [name, value] of Object.entries(contract)) {
    if (named.has(value as Schema)) names.set(value as Schema, name);
  }
  for (const schema of named) {
    if (!names.has(schema))
      throw new Error(`@petstore/contract exports no name for ${JSON.stringify(jsonSchemaOf(schema))}`);
  }
  return names;
}

/** A string as a TypeScript literal. */
export const quote = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * The TypeScript type of a schema, naming each schema that has a type of its own.
 * @throws for an object without a name: its fields could not carry their descriptions.
 */
export function typeOf(schema: Schema, names: ReadonlyMap<Schema, string>): string {
  const name = names.get(schema);
  if (name) return name;
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return definition.type;
    case 'enum': {
      const values = Object.values(definition.entries ?? {});
      // The Error object's `code` is the list of every error code, which is a type of its own.
      if (values.join() === errorCodeList.join()) return 'ErrorCode';
      return values.map(quote).join(' | ');
    }
    case 'array': {
      const element = typeOf(definition.element as Schema, names);
      return element.includes(' ') ? `(${element})[]` : `${element}[]`;
    }
    case 'union':
      return (definition.options ?? []).map((option) => typeOf(option, names)).join(' | ');
    case 'optional':
      return `${typeOf(unwrapOptional(schema).schema, names)} | undefined`;
    default:
      throw new Error(`No named type for a ${definition.type} inside another schema: make it a component`);
  }
}
