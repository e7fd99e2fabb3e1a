import type * as z from 'zod/mini';
import { type FieldKind, fieldKind } from './field-kind';

const integerText = /^-?\d+$/;

/** A name the schema does not know travels as text, for the schema to refuse. */
const textKind: FieldKind = { list: false, scalar: 'string' };
// A field's kind is read off its schema once: every request of an operation asks the same fields.
const kinds = new WeakMap<z.core.$ZodType, FieldKind>();

function kindOf(field: z.core.$ZodType): FieldKind {
  let kind = kinds.get(field);
  if (kind === undefined) {
    kind = fieldKind(field);
    kinds.set(field, kind);
  }
  return kind;
}

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
  // A path's parameters: one value per name, nothing to gather.
  if (Array.isArray(entries) && entries.length === 1) {
    const [name, value] = entries[0] as [string, string];
    const kind = Object.hasOwn(shape, name) ? kindOf(shape[name] as z.core.$ZodType) : textKind;
    const decoded = decodeValue(value, kind.scalar);
    return Object.fromEntries([[name, kind.list ? [decoded] : decoded]]);
  }
  const gathered = new Map<string, string[]>();
  // Appending in place keeps a name repeated n times linear, not quadratic, in n.
  for (const [name, value] of entries) {
    const values = gathered.get(name);
    if (values) values.push(value);
    else gathered.set(name, [value]);
  }
  const decoded: [string, unknown][] = [];
  for (const [name, values] of gathered) {
    const kind = Object.hasOwn(shape, name) ? kindOf(shape[name] as z.core.$ZodType) : textKind;
    decoded.push([
      name,
      kind.list || values.length > 1
        ? values.map((value) => decodeValue(value, kind.scalar))
        : decodeValue(values[0] as string, kind.scalar),
    ]);
  }
  // fromEntries defines own properties: assigning `decoded.__proto__` would set the prototype
  // instead, and an unknown `?__proto__=` parameter would vanish before the schema sees it.
  return Object.fromEntries(decoded);
}
