import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaWordsOf } from '../scripts/generate-schema-docs';

const folder = mkdtempSync(join(tmpdir(), 'schema-words-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The words `pnpm generate` reads from a schema module of the given text. */
function wordsOf(name: string, text: string) {
  const path = join(folder, `${name}.ts`);
  writeFileSync(path, `import * as z from 'zod/mini';\n${text}`);
  return () => schemaWordsOf(path);
}

describe('the words of a schema, read from its comments', () => {
  it('refuses a field without a comment, naming the file, the schema and the field', () => {
    const read = wordsOf(
      'dog',
      `/** A dog. */\nexport const Dog = z.object({\n  /** Its name */\n  name: z.string(),\n  nickname: z.optional(z.string()),\n});\n`,
    );
    expect(read).toThrow(/dog\.ts: the field `nickname` of `Dog` has no description/);
  });

  it('refuses a schema without a comment, naming the file and the schema', () => {
    expect(wordsOf('cat', 'export const Cat = z.object({});\n')).toThrow(
      /cat\.ts: the schema `Cat` has no description/,
    );
  });

  it('finds a field in a shape function, takes its tags, and lets a named schema speak for itself', () => {
    const read = wordsOf(
      'bird',
      `/** A colour. */
export const Colour = z.enum(['red', 'blue']);
function birdShape() {
  return {
    /**
     * Whether it sings
     * @default true
     * @example false
     */
    sings: z.optional(z.boolean()),
    colour: z.optional(Colour),
  };
}
/** A bird. */
export const Bird = z.strictObject(birdShape());
`,
    );
    const [colour, bird] = read();
    expect(colour?.fields).toBeUndefined();
    expect(bird?.fields?.map((field) => field.name)).toEqual(['sings', 'colour']);
    const sings = bird?.fields?.[0]?.words;
    expect(sings?.description.text).toBe('"Whether it sings"');
    expect(Object.fromEntries([...(sings?.tags ?? [])].map(([tag, code]) => [tag, code.text]))).toEqual({
      default: 'true',
      example: 'false',
    });
    expect(bird?.fields?.[1]?.words).toBeUndefined();
  });
});
