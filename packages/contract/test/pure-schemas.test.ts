// A schema built at a module's top level is a call esbuild keeps in every app that imports the
// module, used or not, unless it is marked `/* @__PURE__ */` (esbuild ignores `@__NO_SIDE_EFFECTS__`
// on a function imported from another module). So every one of them is marked: an app that calls
// one operation carries only the schemas it reads (docs/design/0012-sdk-bundle-size.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const folder = join(import.meta.dirname, '../src/schemas');

it('marks every schema built at the top level of src/schemas pure, naming the file and line of one that is not', () => {
  const unmarked = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) =>
      readFileSync(join(folder, name), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /^(export )?const \w+ = z\b/.test(line)
            ? [`packages/contract/src/schemas/${name}:${index + 1}`]
            : [],
        ),
    );
  expect(unmarked, 'add /* @__PURE__ */ before the schema').toEqual([]);
});
