import { type JsonSchema, type OperationId, operationList } from '@petstore/contract';
import { documentedJsonSchema, documentedValue, recordOfIdField } from '@petstore/contract/internal';
import fc from 'fast-check';
import { existingId } from './fixture';

/**
 * Valid values of a field, from its JSON Schema as the contract states it: an id names the small
 * fixture's record (recordOfIdField), an enum takes each of its values, a formatted string its
 * documented example, and strings, integers and booleans their range (kept small).
 * @throws {Error} naming the field when its schema is of a kind this does not know.
 */
function fieldArbitrary(name: string, property: JsonSchema, where: string): fc.Arbitrary<unknown> {
  if (recordOfIdField[name]) return fc.constant(existingId);
  const options = (property.anyOf ?? property.allOf ?? []) as JsonSchema[];
  const schema = options.length > 0 ? { ...options[0], ...property } : property;
  const values = schema.enum as unknown[] | undefined;
  if (values) return fc.constantFrom(...values);
  switch (schema.type) {
    case 'string': {
      const example = documentedValue(property);
      if (schema.format !== undefined || schema.pattern !== undefined) return fc.constant(example);
      const minLength = Number(schema.minLength ?? 0);
      return fc.string({ minLength, maxLength: Math.min(Number(schema.maxLength ?? 20), minLength + 20) });
    }
    case 'integer': {
      const min = Number(schema.minimum ?? 0) + (schema.exclusiveMinimum === true ? 1 : 0);
      return fc.integer({ min, max: Math.min(Number(schema.maximum ?? min + 100), min + 100) });
    }
    case 'boolean':
      return fc.boolean();
    default:
      throw new Error(
        `tests/properties/support/valid-bodies.ts cannot generate ${where}.${name} (${JSON.stringify(schema)}): teach fieldArbitrary its kind`,
      );
  }
}

/**
 * A valid body for every operation of the contract that takes one, derived from its schema (the
 * required fields always, each optional one sometimes) and aimed at records of the small fixture;
 * the hostile properties break them one piece at a time.
 */
export const validBodies: Partial<Record<OperationId, fc.Arbitrary<object>>> = Object.fromEntries(
  operationList.flatMap((operation) => {
    if (!operation.body) return [];
    const json = documentedJsonSchema(operation.body);
    const fields = Object.entries((json.properties ?? {}) as Record<string, JsonSchema>).map(
      ([name, property]) => [name, fieldArbitrary(name, property, operation.operationId)] as const,
    );
    const body = fc.record(Object.fromEntries(fields), { requiredKeys: (json.required ?? []) as string[] });
    return [[operation.operationId, body]];
  }),
);

/** The valid body arbitrary of an operation; throws for an operation that takes none. */
export function validBodyOf(operationId: OperationId): fc.Arbitrary<object> {
  const body = validBodies[operationId];
  if (!body) throw new Error(`${operationId} takes no body`);
  return body;
}
