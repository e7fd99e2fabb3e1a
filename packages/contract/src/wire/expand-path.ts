const placeholder = /\{(\w+)\}/g;

/** The names of the `{parameters}` of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1] as string);
}

/**
 * Fills a path template such as `/pets/{petId}` with URL-encoded values.
 * @throws {TypeError} when a parameter of the template has no value.
 */
export function expandPath(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(placeholder, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
