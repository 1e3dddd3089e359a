import { z } from "zod";

import { FITMENT_LIMITS } from "./fitment.js";
import { plainText } from "./text.js";

/** A vehicle a shopper can choose (issue 25). */
export const vehicleSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  engine: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

const name = plainText().trim().min(1).max(FITMENT_LIMITS.nameMaxChars);
const year = z
  .string()
  .regex(/^\d{4}$/, "must be a year")
  .transform(Number)
  .pipe(z.number().int().min(FITMENT_LIMITS.firstYear).max(FITMENT_LIMITS.lastYear));

/**
 * The vehicle chooser's steps, each narrowing the last: GET /api/vehicles/makes?year=, …/models?year=&make=,
 * and GET /api/vehicles?year=&make=&model= for the engines, each a vehicle with its id.
 */
export const vehicleMakesQuerySchema = z.strictObject({ year });
export const vehicleModelsQuerySchema = z.strictObject({ year, make: name });
export const vehicleListQuerySchema = z.strictObject({ year, make: name, model: name });
export const vehicleIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "is not a vehicle")
    .transform(Number),
});

/** One ACES-like application of a part, as the product page lists them. */
export const fitmentApplicationSchema = z.object({
  make: z.string(),
  model: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int(),
  engine: z.string().nullable(),
  position: z.string().nullable(),
  quantity: z.number().int(),
  note: z.string().nullable(),
});
export type FitmentApplication = z.infer<typeof fitmentApplicationSchema>;

/** GET /api/products/:id/fitment. */
export const productFitmentSchema = z.object({
  universal: z.boolean(),
  applications: z.array(fitmentApplicationSchema),
});
export type ProductFitment = z.infer<typeof productFitmentSchema>;
