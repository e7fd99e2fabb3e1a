import type { Category, NewCategory } from '@petstore/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { expectError, expectSuccess } from '../expect-response';
import type { StoreModel } from '../store-model';
import { categoryName } from './arbitraries';
import { expectLocation } from './location';
import { type RealStore, StoreCommand } from './store-command';

/** `createCategory`; names repeat in other cases, to meet `category_exists`. */
export class CreateCategory extends StoreCommand {
  constructor(readonly body: NewCategory) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    const result = await api.call('createCategory', { body: this.body });
    if (model.categoryNamed(this.body.name)) return expectError(result, 'category_exists');
    const category = expectSuccess<Category>(result, 201);
    expect(category).toEqual({ ...this.body, id: expect.any(Number) });
    expect(category.id).toBeGreaterThan(Math.max(0, ...model.seenCategoryIds));
    expectLocation(result, 'getCategory', { categoryId: category.id });
    model.categories.push(category);
    model.seenCategoryIds.push(category.id);
  }

  toString(): string {
    return `createCategory(${JSON.stringify(this.body)})`;
  }
}

/** The commands of the categories' operations, each with the values it draws. */
export const categoryCommands: fc.Arbitrary<StoreCommand>[] = [
  fc
    .record({ name: categoryName, description: fc.string({ maxLength: 8 }) }, { requiredKeys: ['name'] })
    .map((body) => new CreateCategory(body)),
];
