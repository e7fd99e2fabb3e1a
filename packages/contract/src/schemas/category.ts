import * as z from 'zod/mini';
import type { MatchesSchema, Proof } from '../service/type-proof';
import { fieldLimits, resourceId, text } from './primitives';

/* @__NO_SIDE_EFFECTS__ */
function newCategoryShape() {
  return {
    /**
     * Category name (a kind of animal); unique, compared case-insensitively
     * @example Dogs
     */
    name: text(fieldLimits.nameMaxLength),
    /**
     * Short description of the category
     * @example Loyal companions
     */
    description: z.optional(z.string().check(z.maxLength(fieldLimits.descriptionMaxLength))),
  };
}

// The request body of `createCategory`.
/** A category to create. Unknown fields are rejected. */
export const NewCategory = /* @__PURE__ */ z.strictObject(newCategoryShape());

// generated:NewCategory (written by `pnpm generate` from the contract and src/docs; do not edit)
/** A category to create. Unknown fields are rejected. */
export interface NewCategory {
  /**
   * Category name (a kind of animal); unique, compared case-insensitively
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * Short description of the category
   * @maxLength 1000
   */
  description?: string | undefined;
}
type _NewCategoryMatchesItsSchema = Proof<MatchesSchema<NewCategory, typeof NewCategory>>;
// /generated:NewCategory

/** A category of animals. */
export const Category = /* @__PURE__ */ z.object({
  /** Unique identifier assigned on creation */
  id: resourceId(),
  ...newCategoryShape(),
});

// generated:Category (written by `pnpm generate` from the contract and src/docs; do not edit)
/** A category of animals. */
export interface Category extends NewCategory {
  /**
   * Unique identifier assigned on creation
   * @minimum 1
   * @format int64
   */
  id: number;
}
type _CategoryMatchesItsSchema = Proof<MatchesSchema<Category, typeof Category>>;
// /generated:Category

/** A list of categories. */
export const Categories = /* @__PURE__ */ z.array(Category);

// generated:Categories (written by `pnpm generate` from the contract and src/docs; do not edit)
/** A list of categories. */
export type Categories = Category[];
type _CategoriesMatchesItsSchema = Proof<MatchesSchema<Categories, typeof Categories>>;
// /generated:Categories
