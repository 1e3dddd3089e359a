import { z } from "zod";

import { parseProductCursor, PRODUCT_CURSOR_MAX_CHARS } from "./catalog-cursor.js";
import { productSorts } from "./catalog-vocabulary.js";
import { LIMITS } from "./limits.js";
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
});
export type Product = z.infer<typeof productSchema>;

/** Query strings are text: accept plain decimal digits only, never '1e3', ' 5' or '-0'. */
const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** GET /api/products query (DESIGN §4); unknown keys are rejected. */
export const productListQuerySchema = z
  .strictObject({
    category: plainText().trim().min(1).max(100).optional(),
    q: plainText().trim().max(100).optional(),
    sort: z.enum(productSorts).optional(),
    /** `true`: only products that can be ordered now (stock at least the minimum order); `false` is every one. */
    inStock: z
      .enum(["true", "false"])
      .transform((value) => value === "true")
      .optional(),
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
    if (query.after === undefined) return;
    if (query.after.sort !== (query.sort ?? "catalogue"))
      ctx.addIssue({
        code: "custom",
        path: ["after"],
        message: "was given for another order: start again from the first page",
      });
    if (query.offset > 0)
      ctx.addIssue({ code: "custom", path: ["after"], message: "cannot be combined with offset" });
    // A search's cursor says in which group (part-number hits, the rest) its page ended; another list's does not.
    if ((query.after.partHit !== undefined) !== Boolean(query.q))
      ctx.addIssue({
        code: "custom",
        path: ["after"],
        message: "was given for another search: start again from the first page",
      });
  });
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productIdParamsSchema = z.strictObject({ id: plainText() });

export const categorySchema = z.object({ name: z.string(), count: z.number().int() });
export type Category = z.infer<typeof categorySchema>;
