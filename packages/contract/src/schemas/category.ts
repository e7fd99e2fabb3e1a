import * as z from 'zod/mini';
import { described } from './meta';
import { fieldLimits, resourceId, text } from './primitives';

function newCategoryShape() {
  return {
    name: text(
      'Category name (a kind of animal); unique, compared case-insensitively',
      fieldLimits.nameMaxLength,
      'Dogs',
    ),
    description: described(z.optional(z.string().check(z.maxLength(fieldLimits.descriptionMaxLength))), {
      description: 'Short description of the category',
      example: 'Loyal companions',
    }),
  };
}

/** Request body of `createCategory`. Unknown fields are rejected. */
export const NewCategory = described(z.strictObject(newCategoryShape()), {
  description: 'A category to create. Unknown fields are rejected.',
});
/** Request body of `createCategory`. */
export type NewCategory = z.infer<typeof NewCategory>;

/** A category as the service returns it. */
export const Category = described(
  z.object({ id: resourceId('Unique identifier assigned on creation'), ...newCategoryShape() }),
  { description: 'A category of animals.' },
);
/** A category as the service returns it. */
export type Category = z.infer<typeof Category>;

/** A page of categories. */
export const Categories = described(z.array(Category), { description: 'A list of categories.' });
/** A page of categories. */
export type Categories = z.infer<typeof Categories>;
