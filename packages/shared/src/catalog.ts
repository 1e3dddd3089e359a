import { z } from "zod";

import { priceBreakAnswerSchema } from "./cart.js";
import { listOrderOf, parseProductCursor, PRODUCT_CURSOR_MAX_CHARS } from "./catalog-cursor.js";
import { productSorts } from "./catalog-vocabulary.js";
import { FITMENT_STATES } from "./fitment.js";
import { LIMITS } from "./limits.js";
import { parseSpecFilter, SPEC_KEYS, SPEC_LIMITS, type SpecKey } from "./specifications.js";
import { plainText } from "./text.js";

/** A product as the API returns it (spec §3): `_id` string, `price` in dollars. */
export const productSchema = z.object({
  _id: z.string(),
  img: z.string(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  minOrder: z.number().int(),
  availableQty: z.number().int(),
  price: z.number(),
  /** Part numbers (issue 25), beside the spec's fields: the maker's SKU, its brand, the manufacturer's part
   * number and the OEM and interchange numbers search also finds it by. */
  sku: z.string(),
  brand: z.string(),
  mpn: z.string().nullable(),
  crossReferences: z.array(z.string()),
  /** Typed attributes (SPEC_ATTRIBUTES): numbers in the attribute's unit, or text. */
  specs: z.partialRecord(z.enum(SPEC_KEYS as [SpecKey, ...SpecKey[]]), z.union([z.string(), z.number()])),
  /** Fits every vehicle. */
  universal: z.boolean(),
  /** Sold in whole packs of this many (issue 26): 1 for single units. */
  orderStep: z.number().int(),
  /** Volume prices (issue 26), by quantity, each below the one before: [] when there are none. */
  priceBreaks: z.array(priceBreakAnswerSchema),
  /** What the product is to the vehicle the request named (`vehicle=`); absent without one. */
  fitment: z.enum(FITMENT_STATES).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** Query strings are text: accept plain decimal digits only, never '1e3', ' 5' or '-0'. */
const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** A vehicle's id as the query string carries it. */
export const vehicleIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, "is not a vehicle")
  .transform(Number);

/** One `spec=` or several, each checked against the vocabulary and typed as products store the value. */
const specFiltersSchema = z
  .union([z.string(), z.array(z.string()).max(SPEC_LIMITS.maxFilters)])
  .transform((given, ctx) => {
    const filters = [];
    for (const text of typeof given === "string" ? [given] : given) {
      const filter = parseSpecFilter(text);
      if (!filter) {
        ctx.addIssue({ code: "custom", message: `'${text.slice(0, 60)}' is not a specification filter` });
        return z.NEVER;
      }
      filters.push(filter);
    }
    return filters;
  });

const yesNo = z
  .enum(["true", "false"])
  .transform((value) => value === "true")
  .optional();

/** Which products a list shows, whatever its page and order: the shop's list and its facets share them. */
const productFilterFields = {
  category: plainText().trim().min(1).max(100).optional(),
  q: plainText().trim().max(100).optional(),
  /** `true`: only products that can be ordered now (stock at least the minimum order); `false` is every one. */
  inStock: yesNo,
  /** The shopper's vehicle (an id of GET /api/vehicles): each product then says whether it fits. */
  vehicle: vehicleIdSchema.optional(),
  /** `true`: only parts that fit `vehicle` (universal ones included). */
  fits: yesNo,
  /** Facet filters, `key:value` each (`spec=voltage:12`): values of one key are alternatives, keys combine. */
  spec: specFiltersSchema.optional(),
};

function fitsNeedsVehicle(
  query: { fits?: boolean | undefined; vehicle?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.fits && query.vehicle === undefined)
    ctx.addIssue({ code: "custom", path: ["fits"], message: "needs a vehicle" });
}

/** GET /api/products/facets query. */
export const productFacetsQuerySchema = z
  .strictObject({
    ...productFilterFields,
    // The facets are a category's attributes: without one a count would read every product's specifications.
    category: productFilterFields.category.unwrap(),
  })
  .superRefine(fitsNeedsVehicle);

/** GET /api/products query (DESIGN §4); unknown keys are rejected. */
export const productListQuerySchema = z
  .strictObject({
    ...productFilterFields,
    sort: z.enum(productSorts).optional(),
    limit: whole(LIMITS.productsMaxLimit)
      .pipe(z.number().min(1, "must be at least 1"))
      .default(LIMITS.productsDefaultLimit),
    offset: whole(100_000_000).default(0),
    /**
     * Keyset paging (decision 0020), in every order: the `X-Next-Cursor` of the previous page. A deep page
     * then costs what the first one does, where `offset` has to skip every row before it.
     */
    after: z
      .string()
      .max(PRODUCT_CURSOR_MAX_CHARS, "is not a cursor this list gave")
      .transform((text, ctx) => {
        const cursor = parseProductCursor(text);
        if (cursor) return cursor;
        ctx.addIssue({ code: "custom", message: "is not a cursor this list gave" });
        return z.NEVER;
      })
      .optional(),
  })
  .superRefine((query, ctx) => {
    fitsNeedsVehicle(query, ctx);
    if (query.after === undefined) return;
    if (query.after.sort !== listOrderOf(query))
      ctx.addIssue({
        code: "custom",
        path: ["after"],
        message: "was given for another order: start again from the first page",
      });
    if (query.offset > 0)
      ctx.addIssue({ code: "custom", path: ["after"], message: "cannot be combined with offset" });
    // A search's cursor says in which group (part-number hits, the rest) its page ended; another list's does not.
    if (query.after.sort !== "relevance" && (query.after.partHit !== undefined) !== Boolean(query.q))
      ctx.addIssue({
        code: "custom",
        path: ["after"],
        message: "was given for another search: start again from the first page",
      });
  });
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productIdParamsSchema = z.strictObject({ id: plainText() });

/** GET /api/products/:id query: the shopper's vehicle, as in the list. */
export const productGetQuerySchema = z.strictObject({ vehicle: vehicleIdSchema.optional() });

/**
 * GET /api/products/facets: for the products the list's filters (but for paging and order) would show, each
 * specification attribute they carry with its values and how many products have each.
 */
export const facetSchema = z.object({
  key: z.enum(SPEC_KEYS as [SpecKey, ...SpecKey[]]),
  label: z.string(),
  values: z.array(
    z.object({ value: z.union([z.string(), z.number()]), label: z.string(), count: z.number().int() }),
  ),
});
export type Facet = z.infer<typeof facetSchema>;

export const categorySchema = z.object({ name: z.string(), count: z.number().int() });
export type Category = z.infer<typeof categorySchema>;
