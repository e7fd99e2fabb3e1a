import { Categories, Category, NewCategory } from '../../schemas/category';
import { idMeta, type SchemaDocs } from './schema-meta';

/** Categories and their request body. */
/* @__NO_SIDE_EFFECTS__ */
export function categoryDocs(): SchemaDocs[] {
  const newCategoryFields = {
    name: {
      description: 'Category name (a kind of animal); unique, compared case-insensitively',
      example: 'Dogs',
    },
    description: { description: 'Short description of the category', example: 'Loyal companions' },
  };
  return [
    {
      schema: NewCategory,
      meta: { description: 'A category to create. Unknown fields are rejected.' },
      fields: newCategoryFields,
    },
    {
      schema: Category,
      meta: { description: 'A category of animals.' },
      fields: { id: idMeta('Unique identifier assigned on creation'), ...newCategoryFields },
    },
    { schema: Categories, meta: { description: 'A list of categories.' } },
  ];
}
