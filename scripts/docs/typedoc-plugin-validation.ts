import {
  type Application,
  type DeclarationReflection,
  type ProjectReflection,
  type Reflection,
  ReflectionKind,
} from 'typedoc';

/**
 * A property reached through an exported constant's own type, such as
 * `errorCodes.rate_limited.status` or `operations.getPetById.deprecated.sunset`: a cell of a
 * data table, described by the constant's comment and the interfaces it satisfies.
 */
function isDataTableCell(reflection: Reflection): boolean {
  for (let parent = reflection.parent; parent; parent = parent.parent) {
    if (parent.kindOf(ReflectionKind.Variable)) return true;
    if (parent.kindOf(ReflectionKind.ClassOrInterface)) return false;
  }
  return false;
}

/** `override name = 'XxxError'` of an error class: the class's own comment says what it is. */
function isErrorName(reflection: Reflection): boolean {
  let overwritten = (reflection as DeclarationReflection).overwrites;
  for (let depth = 0; overwritten?.reflection && depth < 20; depth++) {
    overwritten = (overwritten.reflection as DeclarationReflection).overwrites;
  }
  return reflection.name === 'name' && overwritten?.name === 'Error.name';
}

// Only names the validator would report, or it warns that a listed name went unused.
function exemptNames(project: ProjectReflection, packages: readonly string[]): string[] {
  return project
    .getReflectionsByKind(ReflectionKind.Property)
    .filter((reflection) => {
      const packageName = project.getSymbolIdFromReflection(reflection)?.packageName;
      return packageName && packages.includes(packageName) && !reflection.hasComment();
    })
    .filter((reflection) => isDataTableCell(reflection) || isErrorName(reflection))
    .map((reflection) => reflection.getFriendlyFullName());
}

/**
 * TypeDoc plugin: `validation.notDocumented` asks a comment of every property. Two kinds are
 * documented elsewhere and are marked as intentionally undocumented before validation runs:
 * the cells of the contract's `as const` tables (`operations`, `errorCodes`, `plans`, …), whose
 * every nested value is a property of an inferred type, and the `name` of each error class.
 * Every other undocumented export, interface member or class member still fails the build.
 */
export function load(app: Application): void {
  // With `entryPointStrategy: packages` the merged project is validated after this event.
  app.on('reviveProject', (project) => {
    const packages = app.options.getValue('packagesRequiringDocumentation');
    const listed = app.options.getValue('intentionallyNotDocumented');
    const names = new Set([...listed, ...exemptNames(project, packages)]);
    app.options.setValue('intentionallyNotDocumented', [...names]);
  });
}
