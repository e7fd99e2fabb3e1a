import { operations } from '@petstore/contract';
import { expandPath } from '@petstore/contract/internal';
import { addCategory } from '../database/writes';
import { created, failure, type Implementation, noIdLeft, ok, pageInput } from './outcome';

type Ops = typeof operations;

export const listCategories: Implementation<Ops['listCategories']> = ({ query }, { tables }) => {
  const { limit, offset } = pageInput(query);
  return { kind: 'page', page: tables.page('categories', offset, limit), offset, limit };
};

export const createCategory: Implementation<Ops['createCategory']> = async ({ body }, { tables }) => {
  if (tables.hasCategoryNamed(body.name)) {
    return failure('category_exists', `A category named "${body.name}" exists`);
  }
  if (!tables.hasIdLeft('category')) return noIdLeft('category');
  const category = await addCategory(tables, body);
  return created(category, expandPath(operations.getCategory.path, { categoryId: category.id }));
};

export const getCategory: Implementation<Ops['getCategory']> = ({ path }, { tables }) => {
  const category = tables.category(path.categoryId);
  return category ? ok(category) : failure('not_found', `Category ${path.categoryId} does not exist`);
};
