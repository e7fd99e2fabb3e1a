import { splitPathTemplate } from '@petstore/contract/internal';

/**
 * Fills `template` when `params` holds exactly its parameters, each a positive safe integer, and
 * returns `undefined` otherwise, for the operation's schema to judge. Every path parameter of the
 * contract accepts exactly such values (a test holds each schema to it), so this is the schema's
 * verdict on the usual call without its cost; digits need no encoding.
 */
export function fillIdPath(template: string, params: Readonly<Record<string, unknown>>): string | undefined {
  const parts = splitPathTemplate(template);
  let count = 0;
  for (const _ in params) count++;
  if (count * 2 + 1 !== parts.length) return undefined;
  let path = parts[0] as string;
  for (let index = 1; index < parts.length; index += 2) {
    const value = params[parts[index] as string];
    if (!(Number.isSafeInteger(value) && (value as number) > 0)) return undefined;
    path += `${value}${parts[index + 1]}`;
  }
  return path;
}
