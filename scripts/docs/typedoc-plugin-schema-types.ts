import {
  type Application,
  type Context,
  Converter,
  type DeclarationReflection,
  type ProjectReflection,
  type ReferenceReflection,
  ReferenceType,
  ReflectionKind,
} from 'typedoc';

/** A reflection of a zod schema: the constant itself, or its value seen through a type-only export. */
function isSchema(reflection: DeclarationReflection): boolean {
  if (reflection.kindOf(ReflectionKind.Variable)) return true;
  return (
    reflection.kindOf(ReflectionKind.TypeAlias) &&
    reflection.type instanceof ReferenceType &&
    reflection.type.name.startsWith('ZodMini')
  );
}

/** Each schema that has a named type of the same name beside it, with that type. */
function schemaTypePairs(project: ProjectReflection) {
  const pairs: { schema: DeclarationReflection; type: DeclarationReflection }[] = [];
  for (const module of [project, ...project.getReflectionsByKind(ReflectionKind.SomeModule)]) {
    const children = (module as ProjectReflection | DeclarationReflection).children ?? [];
    for (const schema of children.filter(isSchema)) {
      const type = children.find(
        (child) =>
          child !== schema &&
          child.name === schema.name &&
          child.kindOf(ReflectionKind.Interface | ReflectionKind.TypeAlias) &&
          !isSchema(child),
      );
      if (type) pairs.push({ schema, type });
    }
  }
  return pairs;
}

/**
 * TypeDoc plugin: a record of the contract is a zod schema and a named type of the same name
 * (`Pet`: the schema that checks the wire, and the interface whose fields carry the contract's
 * descriptions; docs/design/0019-one-surface-from-the-contract.md). The reference shows one page
 * for the name, the type's, which lists the fields; where the schema is exported as a value (in
 * `@petstore/contract`), the page says so. A type-only re-export (the SDK's) shows the type alone.
 */
export function load(app: Application): void {
  // Before the references of each package are resolved, so that none points at a page that is gone.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, ({ project }: Context) => {
    for (const { schema, type } of schemaTypePairs(project)) {
      if (schema.kindOf(ReflectionKind.Variable) && type.comment) {
        type.comment.summary.push({
          kind: 'text',
          text: `\n\n\`${schema.name}\` is also the zod schema that checks it: \`${schema.name}.parse(value)\`, \`${schema.name}.safeParse(value)\`.`,
        });
      }
      // Another entry point's reference to the name (`@petstore/sdk/functions` re-exports the types
      // of `@petstore/sdk`) leads to the type's page instead of going with the schema.
      for (const reference of project.getReflectionsByKind(
        ReflectionKind.Reference,
      ) as ReferenceReflection[]) {
        if (reference.tryGetTargetReflection() !== schema) continue;
        (reference as unknown as { _target: number })._target = type.id;
      }
      (project as unknown as { referenceGraph: unknown }).referenceGraph = undefined;
      project.removeReflection(schema);
    }
  });
}
