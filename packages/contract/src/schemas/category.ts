import * as z from 'zod/mini';
import { fieldLimits, resourceId, text } from './primitives';

/* @__NO_SIDE_EFFECTS__ */
function newCategoryShape() {
  return {
    name: text(fieldLimits.nameMaxLength),
    description: z.optional(z.string().check(z.maxLength(fieldLimits.descriptionMaxLength))),
  };
}

/** Request body of `createCategory`. Unknown fields are rejected. */
export const NewCategory = z.strictObject(newCategoryShape());
/** Request body of `createCategory`. */
export type NewCategory = z.infer<typeof NewCategory>;

/** A category as the service returns it. */
export const Category = z.object({ id: resourceId(), ...newCategoryShape() });
/** A category as the service returns it. */
export type Category = z.infer<typeof Category>;

/** A page of categories. */
export const Categories = z.array(Category);
/** A page of categories. */
export type Categories = z.infer<typeof Categories>;
