import { readFileSync } from 'node:fs';
import parseChangeset from '@changesets/parse';
import readChangesets from '@changesets/read';
import { describe, expect, it } from 'vitest';
import {
  type ContractDifference,
  changesetFor,
  classifyContractChange,
  levelOfChange,
  releaseProblems,
} from '../scripts/contract-change';
import { buildOpenApiDocument } from '../src/index';

// biome-ignore lint/suspicious/noExplicitAny: the test edits the document as plain JSON.
type Json = any;

const root = new URL('../../../', import.meta.url);
const released = (): Json =>
  JSON.parse(readFileSync(new URL('../released/openapi.json', import.meta.url), 'utf8'));
const changed = (edit: (document: Json) => void): Json => {
  const document = released();
  edit(document);
  return document;
};

const removedField = changed((d) => {
  delete d.components.schemas.Pet.properties.name;
  d.components.schemas.Pet.required = d.components.schemas.Pet.required.filter(
    (name: string) => name !== 'name',
  );
});
const narrowedEnum = changed((d) => {
  d.components.schemas.PetStatus.enum = ['available', 'sold'];
});
const newRequiredQuery = changed((d) => {
  d.paths['/pets'].get.parameters.push({
    name: 'owner',
    in: 'query',
    required: true,
    schema: { type: 'string' },
  });
});
const newOptionalField = changed((d) => {
  d.components.schemas.NewPet.properties.nickname = {
    type: 'string',
    description: 'What the family calls it',
  };
});
const newOperation = changed((d) => {
  const item = d.paths['/categories/{categoryId}'];
  item.delete = {
    operationId: 'deleteCategory',
    parameters: item.get.parameters,
    responses: { 204: { description: 'Gone' } },
  };
});

const levels = (differences: readonly ContractDifference[]) =>
  differences.map(({ level, line }) => `${level} ${line}`);

describe('classifyContractChange', () => {
  it('finds no difference between a document and itself', () => {
    expect(classifyContractChange(released(), released())).toEqual([]);
  });

  it('files a removed response field as breaking, in every operation that answers it', () => {
    const differences = classifyContractChange(released(), removedField);
    expect(levelOfChange(differences)).toBe('major');
    const operations = new Set(differences.filter((d) => d.level === 'major').map((d) => d.operation));
    expect([...operations].sort()).toEqual([
      'GET /pets',
      'GET /pets/{petId}',
      'PATCH /pets/{petId}',
      'POST /pets',
    ]);
    expect(differences.every((d) => d.level !== 'major' || d.mustBeNamed)).toBe(true);
  });

  it('files a narrowed request enum as breaking, and the same values gone from answers as a patch', () => {
    const differences = classifyContractChange(released(), narrowedEnum);
    expect(levelOfChange(differences)).toBe('major');
    const major = differences.filter((d) => d.level === 'major');
    expect(major.map((d) => d.operation).sort()).toEqual(['PATCH /pets/{petId}', 'POST /pets']);
    expect(major.every((d) => d.line.includes('Request Body'))).toBe(true);
  });

  it('files a new required query parameter as breaking', () => {
    expect(levels(classifyContractChange(released(), newRequiredQuery))).toEqual([
      'major GET /pets: required query parameter `owner`',
    ]);
  });

  it('files a new optional request field as additive', () => {
    const differences = classifyContractChange(released(), newOptionalField);
    expect(levelOfChange(differences)).toBe('minor');
    expect(
      levels(differences).some((line) => line.startsWith('minor POST /pets:') && line.includes('nickname')),
    ).toBe(true);
  });

  it('files a new operation as additive', () => {
    expect(levels(classifyContractChange(released(), newOperation))).toEqual([
      'minor DELETE /categories/{categoryId}: operation DELETE /categories/{categoryId}',
    ]);
  });

  it('files a new value of a response enum as additive, to be named; a type change and a renamed operationId as breaking', () => {
    const widened = classifyContractChange(
      released(),
      changed((d) => d.components.schemas.PetStatus.enum.push('reserved')),
    );
    // Named once, however many answers carry the enum (a pet's status, an inventory entry's).
    expect(widened.filter((d) => d.mustBeNamed).map((d) => `${d.level} ${d.line}`)).toEqual([
      'minor answers\' `status` may be "reserved"',
    ]);
    expect(levelOfChange(widened)).toBe('minor');
    const retyped = classifyContractChange(
      released(),
      changed((d) => {
        d.components.schemas.Pet.properties.name.type = 'integer';
      }),
    );
    expect(levelOfChange(retyped)).toBe('major');
    const renamed = classifyContractChange(
      released(),
      changed((d) => {
        d.paths['/pets'].get.operationId = 'listAllPets';
      }),
    );
    expect(levels(renamed)).toEqual(['major GET /pets: annotation (operationId)']);
  });

  it('files an error code answered under another status as breaking, and a description as a patch', () => {
    const moved = classifyContractChange(
      released(),
      changed((d) => {
        const responses = d.paths['/pets/{petId}'].get.responses;
        const example = responses['404'].content['application/json'].examples.not_found;
        delete responses['404'].content['application/json'].examples.not_found;
        responses['400'].content['application/json'].examples.not_found = example;
      }),
    );
    expect(levels(moved)).toEqual(['major GET /pets/{petId}: `not_found` moved from 404 to 400']);
    const reworded = classifyContractChange(
      released(),
      changed((d) => {
        d.components.schemas.Pet.description = 'An animal of the store.';
      }),
    );
    expect(levelOfChange(reworded)).toBe('patch');
  });
});

describe('releaseProblems', () => {
  const breaking = classifyContractChange(released(), removedField);
  const changeset = (text: string, id = 'change') => ({ id, ...parseChangeset(text) });

  it('refuses a breaking change without a major changeset for each package of the contract', () => {
    const minor = changeset(
      "---\n'@petstore/contract': minor\n'@petstore/sdk': minor\n---\n\nPets lose their name.\n",
    );
    const problems = releaseProblems(breaking, [minor]);
    expect(problems).toContain(
      '@petstore/contract needs a major changeset (it has minor): the contract changed',
    );
    expect(problems).toContain('@petstore/mock needs a major changeset (it has none): the contract changed');
    expect(problems.some((problem) => problem.startsWith('no major changeset names'))).toBe(true);
  });

  it('refuses a major changeset that does not name each breaking difference', () => {
    const vague = changesetFor(breaking).replace(/^- .*\n/m, '');
    const problems = releaseProblems(breaking, [changeset(vague)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^no major changeset names "/);
  });

  it('accepts the changeset that `pnpm contract-diff --changeset` writes', () => {
    expect(releaseProblems(breaking, [changeset(changesetFor(breaking))])).toEqual([]);
  });

  it('asks nothing of a patch', () => {
    const reworded = classifyContractChange(
      released(),
      changed((d) => {
        d.info.description = 'Words';
      }),
    );
    expect(releaseProblems(reworded, [])).toEqual([]);
  });
});

describe('this repository', () => {
  it('has pending changesets that release the contract as built now at the level its change needs', async () => {
    const differences = classifyContractChange(released(), buildOpenApiDocument());
    const problems = releaseProblems(differences, await readChangesets(root.pathname));
    expect(problems, 'run `pnpm contract-diff --changeset` and edit the changeset it writes').toEqual([]);
  });
});
