const placeholder = /\{(\w+)\}/;
// Templates are few (one per operation) and read on every request: each is split once.
const splitTemplates = new Map<string, readonly string[]>();

/**
 * The one parser of the contract's path templates: `/pets/{petId}` becomes its literal text and
 * its parameter names, alternating, literal first and last (`['/pets/', 'petId', '']`). The SDK
 * fills templates and the mock routes requests from this split, so all three agree on the syntax.
 */
export function splitPathTemplate(template: string): readonly string[] {
  let parts = splitTemplates.get(template);
  if (!parts) {
    parts = template.split(placeholder);
    splitTemplates.set(template, parts);
  }
  return parts;
}

/** The names of the `{parameters}` of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return splitPathTemplate(template).filter((_, index) => index % 2);
}

/**
 * Fills a path template such as `/pets/{petId}` with URL-encoded values: the one place a path is
 * filled, for the SDK's requests, the mock's `Location` headers and the conformance run alike.
 * @throws {TypeError} when a parameter of the template has no value.
 */
export function expandPath(template: string, params: Readonly<Record<string, unknown>>): string {
  const parts = splitPathTemplate(template);
  let path = parts[0] as string;
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] as string;
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    path += `${encodeURIComponent(value as string | number)}${parts[index + 1]}`;
  }
  return path;
}
