import { type Application, Comment, type ProjectReflection, ReflectionKind } from 'typedoc';
import * as contract from '../../packages/contract/src/index';
import { buildComponentSchemas } from '../../packages/contract/src/internal';

const contractPackage = '@petstore/contract';
interface JsonSchema {
  description?: string;
  $ref?: string;
  properties?: Record<string, JsonSchema>;
}
const jsonSchemas = buildComponentSchemas() as Record<string, JsonSchema>;

/** A field's own description, else that of the component it refers to (`status: PetStatus`). */
function describe(schema: JsonSchema): string | undefined {
  return (
    schema.description ??
    (schema.$ref ? jsonSchemas[schema.$ref.split('/').at(-1) ?? '']?.description : undefined)
  );
}

/** The JSON Schema of a contract export, when the export is one of the document's components. */
function componentOf(exportName: string) {
  const value = (contract as Record<string, unknown>)[exportName];
  const component = Object.entries(contract.componentSchemas).find(([, schema]) => schema === value);
  return component ? jsonSchemas[component[0]] : undefined;
}

/** Field descriptions of the contract's records, by the schema file that declares them. */
function fieldDescriptions(project: ProjectReflection): Map<string, Map<string, string>> {
  const byFile = new Map<string, Map<string, string>>();
  for (const variable of project.getReflectionsByKind(ReflectionKind.Variable)) {
    const id = project.getSymbolIdFromReflection(variable);
    const properties =
      id?.packageName === contractPackage ? componentOf(variable.name)?.properties : undefined;
    if (!id || !properties) continue;
    const fields = byFile.get(id.packagePath) ?? new Map<string, string>();
    for (const [name, schema] of Object.entries(properties)) {
      const description = describe(schema);
      if (description && !fields.has(name)) fields.set(name, description);
    }
    byFile.set(id.packagePath, fields);
  }
  return byFile;
}

/**
 * TypeDoc plugin: the fields of `Pet`, `Order`, `ErrorBody`… are declared inside zod schemas,
 * where their descriptions are schema metadata (the OpenAPI document shows them), not TSDoc.
 * Wherever TypeDoc shows such a field, this gives it the schema's description as its comment, so
 * the API docs say what each field is without a second copy of the text.
 */
export function load(app: Application): void {
  app.on('reviveProject', (project) => {
    const descriptions = fieldDescriptions(project);
    for (const property of project.getReflectionsByKind(ReflectionKind.Property)) {
      if (property.hasComment()) continue;
      const id = project.getSymbolIdFromReflection(property);
      if (id?.packageName !== contractPackage) continue;
      const description = descriptions.get(id.packagePath)?.get(property.name);
      if (description) property.comment = new Comment([{ kind: 'text', text: description }]);
    }
  });
}
