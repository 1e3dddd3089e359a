import type { SchemaSource } from "./api-client";
import type * as CatalogAnswers from "./catalog-answers";

const catalogAnswers = () => import("./catalog-answers");

type Answers = typeof CatalogAnswers;

/** The catalogue's answer schemas, each loaded with zod the first time the browser asks the API (issue 24). */
export const CATALOG_ANSWERS: { [K in keyof Answers]: SchemaSource<Answers[K]> } = {
  productSchema: async () => (await catalogAnswers()).productSchema,
  productsSchema: async () => (await catalogAnswers()).productsSchema,
  categoriesSchema: async () => (await catalogAnswers()).categoriesSchema,
  facetsSchema: async () => (await catalogAnswers()).facetsSchema,
  productFitmentSchema: async () => (await catalogAnswers()).productFitmentSchema,
  vehicleSchema: async () => (await catalogAnswers()).vehicleSchema,
  vehiclesSchema: async () => (await catalogAnswers()).vehiclesSchema,
  yearsSchema: async () => (await catalogAnswers()).yearsSchema,
  namesSchema: async () => (await catalogAnswers()).namesSchema,
};
