import { readFileSync } from 'node:fs';
import parseChangeset from '@changesets/parse';
import readChangesets from '@changesets/read';
import { apiCompare } from 'api-smart-diff';
import { describe, expect, it } from 'vitest';
import { sdkMethodOf } from '../../sdk/scripts/surface';
import {
  type ContractDifference,
  changesetFor,
  changesetMarks,
  classifyContractChange,
  levelOfChange,
  releaseProblems,
} from '../scripts/contract-change';
import { comparedWithoutUnchangedParts } from '../scripts/contract-change/unchanged-parts';
import { buildOpenApiDocument } from '../src/index';

// biome-ignore lint/suspicious/noExplicitAny: the test edits the document as plain JSON.
type Json = any;

const root = new URL('../../../', import.meta.url);
const releasedText = readFileSync(new URL('../released/openapi.json', import.meta.url), 'utf8');
const released = (): Json => JSON.parse(releasedText);
const changed = (edit: (document: Json) => void): Json => {
  const document = released();
  edit(document);
  return document;
};
const classify = (edit: (document: Json) => void) =>
  classifyContractChange(released(), changed(edit), sdkMethodOf);
const levels = (differences: readonly ContractDifference[]) =>
  differences.map(({ level, line }) => `${level} ${line}`);

const schemas = (d: Json) => d.components.schemas;
const listPets = (d: Json) => d.paths['/pets'].get;
const category = '`Category`';
// The operations that answer a Category, and the one that takes a NewCategory.
const answersOfCategory =
  'the answers of `listCategories` (`client.categories.list`), `createCategory` (`client.categories.create`) and `getCategory` (`client.categories.retrieve`)';
const createCategory = 'the request body of `createCategory` (`client.categories.create`)';
const answersOfPet =
  'the answers of `listPets` (`client.pets.list`), `createPet` (`client.pets.create`), `getPetById` (`client.pets.retrieve`) and `updatePet` (`client.pets.update`)';
const sentPet =
  'the request body of `createPet` (`client.pets.create`) and `updatePet` (`client.pets.update`)';

/**
 * One contract edit per rule of docs/design/0024, both ways where the rule has two,
 * and every line `pnpm contract-diff` prints for it, with its level.
 */
const rules: ReadonlyArray<{ rule: string; edit: (d: Json) => void; lines: string[] }> = [
  {
    rule: 'an operation removed',
    edit: (d) => delete d.paths['/categories/{categoryId}'].get,
    lines: ['major `getCategory` (`client.categories.retrieve`) removed (GET /categories/{categoryId})'],
  },
  {
    rule: 'a new operation',
    edit: (d) => {
      const item = d.paths['/categories/{categoryId}'];
      item.delete = {
        operationId: 'deleteCategory',
        tags: ['categories'],
        parameters: item.get.parameters,
        responses: { 204: { description: 'Gone' } },
      };
    },
    lines: ['minor `deleteCategory` (`client.categories.delete`) added (DELETE /categories/{categoryId})'],
  },
  {
    rule: 'an operation renamed (its SDK method with it)',
    edit: (d) => {
      listPets(d).operationId = 'listAllPets';
    },
    lines: [
      'major `listPets` (`client.pets.list`) renamed `listAllPets` (`client.pets.list`) (its SDK function and method with it)',
    ],
  },
  {
    rule: 'a path renamed',
    edit: (d) => {
      d.paths['/kinds/{categoryId}'] = d.paths['/categories/{categoryId}'];
      delete d.paths['/categories/{categoryId}'];
    },
    lines: [
      'major `getCategory` (`client.categories.retrieve`) removed (GET /categories/{categoryId})',
      'minor `getCategory` (`client.categories.retrieve`) added (GET /kinds/{categoryId})',
    ],
  },
  {
    rule: 'an optional response field removed',
    edit: (d) => delete schemas(d).Category.properties.description,
    lines: [`major \`Category.description\` removed from ${answersOfCategory}`],
  },
  {
    rule: 'a required response field removed',
    edit: (d) => {
      delete schemas(d).Category.properties.name;
      schemas(d).Category.required = ['id'];
    },
    lines: [`major \`Category.name\` removed from ${answersOfCategory}`],
  },
  {
    rule: 'an optional request field removed',
    edit: (d) => delete schemas(d).NewCategory.properties.description,
    lines: [`major \`NewCategory.description\` removed from ${createCategory}`],
  },
  {
    rule: 'a required request field removed',
    edit: (d) => {
      delete schemas(d).NewCategory.properties.name;
      schemas(d).NewCategory.required = [];
    },
    lines: [`major \`NewCategory.name\` removed from ${createCategory}`],
  },
  {
    rule: 'an optional field removed from both sides (Category.description)',
    edit: (d) => {
      delete schemas(d).Category.properties.description;
      delete schemas(d).NewCategory.properties.description;
    },
    lines: [
      `major \`Category.description\` removed from ${answersOfCategory}`,
      `major \`NewCategory.description\` removed from ${createCategory}`,
    ],
  },
  {
    rule: 'a new response field',
    edit: (d) => {
      schemas(d).Category.properties.tags = { type: 'array', items: { type: 'string' }, description: 'Tags' };
    },
    lines: [`minor \`Category.tags\` added to ${answersOfCategory}`],
  },
  {
    rule: 'a new optional request field',
    edit: (d) => {
      schemas(d).NewCategory.properties.tags = { type: 'array', items: { type: 'string' } };
    },
    lines: [`minor \`NewCategory.tags\` added (optional) to ${createCategory}`],
  },
  {
    rule: 'a new required request field',
    edit: (d) => {
      schemas(d).NewCategory.properties.kind = { type: 'string' };
      schemas(d).NewCategory.required.push('kind');
    },
    lines: [`major \`NewCategory.kind\` added as required to ${createCategory}`],
  },
  {
    rule: 'a request field made required',
    edit: (d) => schemas(d).NewCategory.required.push('description'),
    lines: [`major \`NewCategory.description\` made required in ${createCategory}`],
  },
  {
    rule: 'a request field made optional',
    edit: (d) => {
      schemas(d).NewCategory.required = [];
    },
    lines: [`minor \`NewCategory.name\` made optional in ${createCategory}`],
  },
  {
    rule: 'a response field made optional (a user reads it)',
    edit: (d) => {
      schemas(d).Category.required = ['id'];
    },
    lines: [`major \`Category.name\` may be absent from ${answersOfCategory}`],
  },
  {
    rule: 'a response field always answered',
    edit: (d) => schemas(d).Category.required.push('description'),
    lines: [`minor \`Category.description\` always answered in ${answersOfCategory}`],
  },
  {
    rule: 'a new optional parameter',
    edit: (d) => listPets(d).parameters.push({ name: 'owner', in: 'query', schema: { type: 'string' } }),
    lines: ['minor optional query parameter `owner` added to `listPets` (`client.pets.list`)'],
  },
  {
    rule: 'a new required parameter',
    edit: (d) =>
      listPets(d).parameters.push({ name: 'owner', in: 'query', required: true, schema: { type: 'string' } }),
    lines: ['major required query parameter `owner` added to `listPets` (`client.pets.list`)'],
  },
  {
    rule: 'a parameter removed',
    edit: (d) => {
      listPets(d).parameters = listPets(d).parameters.filter((p: Json) => p.name !== 'status');
    },
    lines: ['major query parameter `status` removed from `listPets` (`client.pets.list`)'],
  },
  {
    rule: 'a parameter made required',
    edit: (d) => {
      listPets(d).parameters[0].required = true;
    },
    lines: ['major query parameter `status` made required in `listPets` (`client.pets.list`)'],
  },
  {
    rule: 'a response field retyped',
    edit: (d) => {
      schemas(d).Pet.properties.name.type = 'integer';
    },
    lines: [`major \`Pet.name\`: type "string" → "integer" in ${answersOfPet}`],
  },
  {
    rule: 'a request field retyped',
    edit: (d) => {
      schemas(d).NewCategory.properties.description.type = 'integer';
    },
    lines: [`major \`NewCategory.description\`: type "string" → "integer" in ${createCategory}`],
  },
  {
    rule: 'a request enum narrowed (and the same values gone from answers)',
    edit: (d) => {
      schemas(d).PetStatus.enum = ['available', 'sold'];
    },
    lines: [
      `major \`PetStatus\` no longer takes "pending" (narrowed) in ${sentPet}`,
      'patch `PetStatus` no longer answered as "pending" in the answers of `listPets` (`client.pets.list`), `createPet` (`client.pets.create`), `getPetById` (`client.pets.retrieve`), `updatePet` (`client.pets.update`), `listInventory` (`client.store.inventory.list`) and 2 more',
    ],
  },
  {
    rule: 'an enum widened: sent, and answered (named once)',
    edit: (d) => schemas(d).PetStatus.enum.push('reserved'),
    lines: [
      'minor answers\' `PetStatus` may be "reserved"',
      `minor \`PetStatus\` may be sent as "reserved" (widened) in ${sentPet}`,
    ],
  },
  {
    rule: 'a request constraint narrowed',
    edit: (d) => {
      schemas(d).NewCategory.properties.description.maxLength = 500;
    },
    lines: [`major \`NewCategory.description\`: maxLength 1000 → 500 (narrowed) in ${createCategory}`],
  },
  {
    rule: 'a request constraint widened',
    edit: (d) => {
      schemas(d).NewCategory.properties.name.minLength = 0;
    },
    lines: [`minor \`NewCategory.name\`: minLength 1 → 0 (widened) in ${createCategory}`],
  },
  {
    rule: 'a parameter constraint narrowed',
    edit: (d) => {
      listPets(d).parameters[2].schema.maximum = 10;
    },
    lines: ['major query parameter `limit`: maximum 100 → 10 (narrowed) in `listPets` (`client.pets.list`)'],
  },
  {
    rule: 'a parameter constraint widened',
    edit: (d) => {
      listPets(d).parameters[2].schema.maximum = 500;
    },
    lines: ['minor query parameter `limit`: maximum 100 → 500 (widened) in `listPets` (`client.pets.list`)'],
  },
  {
    rule: 'an answer constraint narrowed',
    edit: (d) => {
      schemas(d).Category.properties.description.maxLength = 500;
    },
    lines: [`patch \`Category.description\`: maxLength 1000 → 500 (narrowed) in ${answersOfCategory}`],
  },
  {
    rule: 'an answer constraint widened',
    edit: (d) => {
      schemas(d).Category.properties.description.maxLength = 2000;
    },
    lines: [`minor \`Category.description\`: maxLength 1000 → 2000 (widened) in ${answersOfCategory}`],
  },
  {
    rule: 'a success status changed',
    edit: (d) => {
      const responses = d.paths['/categories'].post.responses;
      responses['200'] = responses['201'];
      delete responses['201'];
    },
    lines: ['major `createCategory` (`client.categories.create`) answers 200 instead of 201'],
  },
  {
    rule: 'an error code moved to another status',
    edit: (d) => {
      const responses = d.paths['/pets/{petId}'].get.responses;
      const example = responses['404'].content['application/json'].examples.not_found;
      delete responses['404'].content['application/json'].examples.not_found;
      responses['400'].content['application/json'].examples.not_found = example;
    },
    lines: ['major `not_found` moved from 404 to 400 in `getPetById` (`client.pets.retrieve`)'],
  },
  {
    rule: 'a new error code',
    edit: (d) => {
      schemas(d).Error.properties.code.enum.push('category_in_use');
      d.paths['/categories'].post.responses['409'].content['application/json'].examples.category_in_use = {
        value: { code: 'category_in_use', message: 'In use', status: 409 },
      };
    },
    lines: [
      'minor `category_in_use` (409) answered by `createCategory` (`client.categories.create`)',
      'minor answers\' `Error.code` may be "category_in_use"',
    ],
  },
  {
    rule: 'a response header removed, and one added',
    edit: (d) => {
      const headers = listPets(d).responses['200'].headers;
      delete headers['X-Total-Count'];
      headers['X-Cache'] = { schema: { type: 'string' } };
    },
    lines: [
      'major header `X-Total-Count` removed from the answers of `listPets` (`client.pets.list`)',
      'minor header `X-Cache` added to the answers of `listPets` (`client.pets.list`)',
    ],
  },
  {
    rule: 'a deprecation',
    edit: (d) => {
      d.paths['/categories/{categoryId}'].get.deprecated = true;
    },
    lines: ['minor `getCategory` (`client.categories.retrieve`) deprecated'],
  },
  {
    rule: 'a removal after the sunset',
    edit: (d) => delete d.paths['/pets/{petId}'].get,
    lines: [
      'major `getPetById` (`client.pets.retrieve`) removed (GET /pets/{petId}) after its deprecation and its sunset of 2027-06-30T00:00:00Z',
    ],
  },
  {
    rule: 'a description',
    edit: (d) => {
      schemas(d).Category.properties.description.description = 'What the category holds';
      d.paths['/categories'].get.summary = 'The categories';
    },
    lines: [
      `patch \`Category.description\`: description changed in ${answersOfCategory}`,
      'patch `listCategories` (`client.categories.list`) summary changed',
    ],
  },
  {
    rule: 'an example',
    edit: (d) => {
      schemas(d).Category.properties.name.example = 'Cats';
    },
    lines: [`patch \`Category.name\`: example changed in ${answersOfCategory}`],
  },
  {
    rule: 'a kind no rule names (stays breaking)',
    edit: (d) => {
      schemas(d).NewCategory.properties.name.default = 'Dogs';
    },
    lines: [`major \`NewCategory.name\`: default none → "Dogs" in ${createCategory}`],
  },
];

describe('classifyContractChange: every rule of docs/design/0024 at its level, in a reader’s words', () => {
  it('finds no difference between a document and itself', () => {
    expect(classifyContractChange(released(), released())).toEqual([]);
  });

  it.each(rules)('$rule', ({ edit, lines }) => {
    const differences = classify(edit);
    expect(levels(differences).sort()).toEqual([...lines].sort());
    // Every breaking line must be named by the changeset that releases it.
    for (const difference of differences)
      expect(difference.mustBeNamed).toBe(
        difference.level === 'major' || difference.line.startsWith("answers' "),
      );
  });

  it('names each operation a line is about by its operationId', () => {
    const differences = classify((d) => delete schemas(d).Category.properties.description);
    expect(differences.map((d) => [...d.operations].sort())).toEqual([
      ['createCategory', 'getCategory', 'listCategories'],
    ]);
  });

  it(`words a removed field as removed and a new one as added, never as api-smart-diff does (${category})`, () => {
    const lines = [
      ...classify((d) => delete schemas(d).NewCategory.properties.description),
      ...classify((d) => {
        schemas(d).Category.properties.tags = { type: 'array', items: { type: 'string' } };
      }),
    ].map((d) => d.line);
    expect(lines.join('\n')).not.toMatch(/\[\]`|property `|Request Body|annotation/);
  });
});

describe('comparedWithoutUnchangedParts: api-smart-diff finds the same differences without the parts both documents share', () => {
  // One edit per kind of part kept: a schema several operations share (through an `allOf`; the
  // other operations and the components they alone reach left out), an answer's header (the
  // operation's other answers, and the answer's other headers and its examples, left out), a path
  // renamed (paths paired by their template).
  const representative = [
    'a request enum narrowed (and the same values gone from answers)',
    'a response header removed, and one added',
    'a path renamed',
  ];
  // As read from disk: no object shared by two places, whose rewriting by api-smart-diff in one
  // would show in the other.
  const read = (edit: (d: Json) => void) => JSON.parse(JSON.stringify(changed(edit)));

  it.each(rules.filter(({ rule }) => representative.includes(rule)))('$rule', ({ edit }) => {
    const whole = apiCompare(released(), read(edit)).diffs;
    expect(whole.length).toBeGreaterThan(0);
    expect(comparedWithoutUnchangedParts(released(), read(edit), apiCompare).diffs).toEqual(whole);
  });

  it('puts back each part it took out, where it stood', () => {
    const [before, after] = [released(), released()];
    expect(comparedWithoutUnchangedParts(before, after, apiCompare).diffs).toEqual([]);
    expect(JSON.stringify(before)).toBe(JSON.stringify(released()));
    expect(JSON.stringify(after)).toBe(JSON.stringify(released()));
  });
});

describe('releaseProblems: CI refuses each breaking rule without a major changeset that names it', () => {
  const changeset = (text: string, id = 'change') => ({ id, ...parseChangeset(text) });
  const breaking = rules.filter((row) => row.lines.some((line) => line.startsWith('major ')));

  it.each(breaking)('$rule', ({ edit }) => {
    const differences = classify(edit);
    expect(levelOfChange(differences)).toBe('major');
    const minor = changeset(changesetFor(differences).replaceAll(': major', ': minor'));
    expect(releaseProblems(differences, [minor])).toContain(
      '@petstore/sdk needs a major changeset (it has minor): the contract changed',
    );
    const vague = changeset(changesetFor(differences).replace(/^- .*\n/m, ''));
    expect(releaseProblems(differences, [vague])).toEqual([
      expect.stringMatching(/^no major changeset names "/),
    ]);
    expect(releaseProblems(differences, [changeset(changesetFor(differences))])).toEqual([]);
  });

  it('asks nothing of a patch', () => {
    const reworded = classify((d) => {
      d.info.description = 'Words';
    });
    expect(levelOfChange(reworded)).toBe('patch');
    expect(releaseProblems(reworded, [])).toEqual([]);
  });
});

describe('changesetFor: `pnpm contract-diff --changeset`', () => {
  const removal = classify((d) => {
    delete schemas(d).Category.properties.description;
    delete schemas(d).NewCategory.properties.description;
  });
  const addition = classify((d) => {
    schemas(d).Category.properties.tags = { type: 'array', items: { type: 'string' } };
  });

  it('releases the packages of the contract at the level, its lines between its marks', () => {
    const text = changesetFor(addition);
    const parsed = parseChangeset(text);
    expect(parsed.releases).toEqual(
      [
        '@petstore/contract',
        '@petstore/sdk',
        '@petstore/mock',
        '@petstore/mcp',
        '@petstore/tanstack-query',
      ].map((name) => ({
        name,
        type: 'minor',
      })),
    );
    expect(parsed.summary).toContain(`${changesetMarks.start}\nThe contract changed (minor):`);
    expect(parsed.summary).toContain(`- ${addition[0]?.line}\n${changesetMarks.end}`);
  });

  it('keeps the maintainer’s words and packages, and rewrites only its own lines', () => {
    const first = changesetFor(addition);
    const edited = first
      .replace('---\n\n', '---\n\nCategories carry tags, and lose their description.\n\n')
      .replace("'@petstore/mcp': minor", "'@petstore/mcp': minor\n'@petstore/opentelemetry': patch")
      .concat('\nSee the migration guide.\n');
    const second = changesetFor([...removal, ...addition], edited);
    const parsed = parseChangeset(second);
    expect(parsed.summary.startsWith('Categories carry tags, and lose their description.\n\n')).toBe(true);
    expect(parsed.summary.endsWith('See the migration guide.')).toBe(true);
    expect(parsed.summary).toContain('The contract changed (major):');
    expect(parsed.summary).not.toContain('The contract changed (minor):');
    for (const { line } of [...removal, ...addition]) expect(parsed.summary).toContain(`- ${line}`);
    expect(parsed.releases).toContainEqual({ name: '@petstore/sdk', type: 'major' });
    expect(parsed.releases).toContainEqual({ name: '@petstore/opentelemetry', type: 'patch' });
    expect(releaseProblems([...removal, ...addition], [{ id: 'contract-change', ...parsed }])).toEqual([]);
    // Run again on its own output, it changes nothing.
    expect(changesetFor([...removal, ...addition], second)).toBe(second);
  });

  it('keeps a level the maintainer raised, and leaves nothing when nothing is pending and no words are left', () => {
    const raised = changesetFor(addition).replace("'@petstore/sdk': minor", "'@petstore/sdk': major");
    expect(parseChangeset(changesetFor(addition, raised)).releases).toContainEqual({
      name: '@petstore/sdk',
      type: 'major',
    });
    expect(changesetFor([], changesetFor(addition))).toBe('');
  });

  it('replaces the unmarked lines of a changeset it wrote before it marked them, keeping the words', () => {
    const legacy = `---\n'@petstore/contract': minor\n---\n\nTags.\n\nThe contract changed (minor):\n\n- ${addition[0]?.line}\n`;
    const rewritten = changesetFor(addition, legacy);
    expect(rewritten.split(`- ${addition[0]?.line}`)).toHaveLength(2);
    expect(parseChangeset(rewritten).summary.startsWith(`Tags.\n\n${changesetMarks.start}`)).toBe(true);
  });

  it('names the operationId and the SDK method in its lines', () => {
    expect(changesetFor(removal)).toContain(
      '- `NewCategory.description` removed from the request body of `createCategory` (`client.categories.create`)',
    );
  });
});

describe('this repository', () => {
  it('has pending changesets that release the contract as built now at the level its change needs', async () => {
    const differences = classifyContractChange(released(), buildOpenApiDocument(), sdkMethodOf);
    const problems = releaseProblems(differences, await readChangesets(root.pathname));
    expect(problems, 'run `pnpm contract-diff --changeset` and edit the changeset it writes').toEqual([]);
  });
});
