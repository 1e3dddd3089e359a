/**
 * The catalogue's answers as the contract reads them (packages/shared). Loaded on demand (`catalogAnswers`):
 * the pages the server draws arrive with their data, and need zod only once they ask the API (issue 24).
 */
import { categorySchema, productSchema } from "@xpart/shared/schemas";
import { z } from "zod";

export { productSchema };
export const productsSchema = z.array(productSchema);
export const categoriesSchema = z.array(categorySchema);
