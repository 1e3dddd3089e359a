/**
 * The catalogue's answers as the contract reads them (packages/shared). Loaded on demand (`catalogAnswers`):
 * the pages the server draws arrive with their data, and need zod only once they ask the API (issue 24).
 */
import {
  categorySchema,
  facetSchema,
  productFitmentSchema,
  productSchema,
  vehicleSchema,
} from "@xpart/shared/schemas";
import { z } from "zod";

export { productFitmentSchema, productSchema, vehicleSchema };
export const productsSchema = z.array(productSchema);
export const categoriesSchema = z.array(categorySchema);
export const facetsSchema = z.array(facetSchema);
export const vehiclesSchema = z.array(vehicleSchema);
export const yearsSchema = z.array(z.number().int());
export const namesSchema = z.array(z.string());
