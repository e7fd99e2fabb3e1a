import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  buildOpenApiDocument,
  componentSchemas,
  errorCodes,
  type JsonSchema,
  operationList,
} from '../src/index';
import { errorCodesOf } from '../src/operations/error-codes-of';

// The schemas and the operation table carry no texts: the documentation modules (src/docs) hold
// them and the generator joins the two. These tests prove the join leaves nothing undescribed.

const document = buildOpenApiDocument();
/** Some words, not an empty string. */
const words = expect.stringMatching(/\w/);
const components = document.components.schemas;

function shapeOf(schema: z.core.$ZodType): Record<string, unknown> {
  return (schema._zod.def as { shape?: Record<string, unknown> }).shape ?? {};
}

/** A property's own description, or that of the component it refers to (`status: PetStatus`). */
function descriptionOf(property: JsonSchema): unknown {
  const allOf = property.allOf as JsonSchema[] | undefined;
  const ref = (property.$ref ?? allOf?.[0]?.$ref) as string | undefined;
  return property.description ?? (ref ? components[ref.split('/').at(-1) ?? '']?.description : undefined);
}

function operationIn(path: string, method: string): JsonSchema {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`${method} ${path} is not in the document`);
  return operation;
}

describe('the generated document describes everything', () => {
  it('gives every operation a summary, a description and a described success response', () => {
    for (const operation of operationList) {
      const inDocument = operationIn(operation.path, operation.method);
      const responses = inDocument.responses as Record<string, JsonSchema>;
      expect(
        [inDocument.summary, inDocument.description, responses[operation.response.status]?.description],
        operation.operationId,
      ).toEqual([words, words, words]);
      expect(inDocument.summary, operation.operationId).toBe(operation.summary);
      expect(inDocument.description, operation.operationId).toContain(operation.description);
    }
  });

  it('describes every component and every field of it', () => {
    for (const [name, schema] of Object.entries(componentSchemas)) {
      const component = components[name] as JsonSchema;
      expect(component.description, name).toEqual(words);
      const properties = (component.properties ?? {}) as Record<string, JsonSchema>;
      const fields = Object.keys(shapeOf(schema));
      expect(Object.keys(properties), name).toEqual(fields);
      for (const field of fields) {
        expect(descriptionOf(properties[field] as JsonSchema), `${name}.${field}`).toEqual(words);
      }
    }
  });

  it('describes every path, query and header parameter of every operation', () => {
    for (const operation of operationList) {
      const parameters = (operationIn(operation.path, operation.method).parameters ?? []) as JsonSchema[];
      const expected = [
        ...Object.keys(operation.pathParams ? shapeOf(operation.pathParams) : {}),
        ...Object.keys(operation.query ? shapeOf(operation.query) : {}),
      ];
      expect(
        parameters.filter((parameter) => parameter.in !== 'header').map((parameter) => parameter.name),
        operation.operationId,
      ).toEqual(expected);
      for (const parameter of parameters) {
        expect(parameter.description, `${operation.operationId} ${parameter.name}`).toEqual(words);
      }
    }
  });

  it('says when each error code of an operation is answered', () => {
    for (const operation of operationList) {
      const responses = operationIn(operation.path, operation.method).responses as Record<string, JsonSchema>;
      for (const code of errorCodesOf(operation)) {
        const { status, when } = errorCodes[code];
        expect(responses[status]?.description, `${operation.operationId} ${code}`).toContain(
          `\`${code}\`: ${when}`,
        );
      }
    }
  });
});
