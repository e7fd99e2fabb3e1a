import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildRegistry } from './schema-registry';

describe('the documentation registry', () => {
  it('documents each documented schema, and each field on its own schema inside `optional`', () => {
    const count = z.int();
    const shape = { count: z.optional(count) };
    const record = z.object(shape);
    const registry = buildRegistry([
      { schema: record, meta: { description: 'A record' }, fields: { count: { description: 'How many' } } },
    ]);
    expect(registry.get(record)).toEqual({ description: 'A record' });
    expect(registry.get(count)).toEqual({ description: 'How many' });
    expect(registry.get(shape.count)).toBeUndefined();
  });

  it('puts a field’s words on its `optional` when the schema inside is documented on its own', () => {
    const status = z.enum(['on', 'off']);
    const field = z.optional(status);
    const registry = buildRegistry(
      [{ schema: status, meta: { description: 'A status' } }],
      [
        {
          schema: z.object({ status: field, plain: status }),
          fields: { status: { description: 'Its status' } },
        },
      ],
    );
    expect(registry.get(status)).toEqual({ description: 'A status' });
    expect(registry.get(field)).toEqual({ description: 'Its status' });
  });

  it('refuses a field without documentation, and documentation of a field that does not exist', () => {
    const record = z.object({ name: z.string() });
    expect(() => buildRegistry([{ schema: record, fields: {} }])).toThrow(
      'Field without documentation: name',
    );
    expect(() =>
      buildRegistry([
        { schema: record, fields: { name: { description: 'Name' }, nick: { description: 'Nick' } } },
      ]),
    ).toThrow('Documentation names no field: nick');
  });
});
