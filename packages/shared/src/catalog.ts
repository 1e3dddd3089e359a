import { z } from "zod";

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
});
export type Product = z.infer<typeof productSchema>;

export const productSorts = ["newest", "price-asc", "price-desc", "name"] as const;
export type ProductSort = (typeof productSorts)[number];

/** Query strings are text: accept plain decimal digits only, never '1e3', ' 5' or '-0'. */
const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** The orders in which `after` (keyset paging) may be used: the catalogue's own and `newest`. */
const KEYSET_SORTS: readonly (ProductSort | undefined)[] = [undefined, "newest"];

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
     * Keyset paging (decision 0020): the `X-Next-Cursor` of the previous page. A deep page then costs what the
     * first one does, where `offset` has to skip every row before it.
     */
    after: whole(999_999_999).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.after === undefined) return;
    if (!KEYSET_SORTS.includes(query.sort))
      ctx.addIssue({
        code: "custom",
        path: ["after"],
        message: "works with the catalogue order and sort=newest",
      });
    if (query.offset > 0)
      ctx.addIssue({ code: "custom", path: ["after"], message: "cannot be combined with offset" });
  });
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productIdParamsSchema = z.strictObject({ id: plainText() });

export const categorySchema = z.object({ name: z.string(), count: z.number().int() });
export type Category = z.infer<typeof categorySchema>;

/**
 * Total number of matching products, sent beside a page of them; counted up to a cap past the offset, and
 * then `TOTAL_COUNT_CAPPED_HEADER` says `true` (decision 0020).
 */
export const TOTAL_COUNT_HEADER = "x-total-count";
export const TOTAL_COUNT_CAPPED_HEADER = "x-total-count-capped";
/** The `after` value of the next page, sent with a full page in the catalogue order or `sort=newest`. */
export const NEXT_CURSOR_HEADER = "x-next-cursor";
