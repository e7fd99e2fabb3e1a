import type * as z from 'zod/mini';
import { type FieldKind, fieldKind } from './field-kind';

const integerText = /^-?\d+$/;

function decodeValue(text: string, scalar: FieldKind['scalar']): unknown {
  if (scalar === 'integer' && integerText.test(text)) return Number(text);
  if (scalar === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  // Left as text: the schema then reports the value as the wrong type.
  return text;
}

/**
 * Turns query or path text into the values a parameter schema expects, without judging them:
 * integers and booleans are converted where the text is one, lists gather repeated names, and
 * anything else (unknown names, a single-valued name given twice, text that is no number) is
 * passed through for the schema to reject with a precise message.
 */
export function decodeParams(
  schema: z.ZodMiniObject,
  entries: Iterable<[string, string]>,
): Record<string, unknown> {
  const shape = schema._zod.def.shape as Record<string, z.core.$ZodType>;
  const gathered = new Map<string, string[]>();
  // Appending in place keeps a name repeated n times linear, not quadratic, in n.
  for (const [name, value] of entries) {
    const values = gathered.get(name);
    if (values) values.push(value);
    else gathered.set(name, [value]);
  }
  // fromEntries defines own properties: assigning `decoded.__proto__` would set the prototype
  // instead, and an unknown `?__proto__=` parameter would vanish before the schema sees it.
  return Object.fromEntries(
    [...gathered].map(([name, values]) => {
      const field = Object.hasOwn(shape, name) ? shape[name] : undefined;
      const kind: FieldKind = field ? fieldKind(field) : { list: false, scalar: 'string' };
      const converted = values.map((value) => decodeValue(value, kind.scalar));
      return [name, kind.list || converted.length > 1 ? converted : converted[0]];
    }),
  );
}
