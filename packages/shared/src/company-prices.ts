import { z } from "zod";

import { productSchema } from "./catalog.js";
import { isPriceDay } from "./company-pricing.js";
import { dollarAmount, PRODUCT_LIMITS } from "./products-admin.js";
import { plainText } from "./text.js";

/** A day as the price list writes it: 'YYYY-MM-DD', a real date. */
const day = (label: string) =>
  plainText()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-12-31`)
    .refine(isPriceDay, `${label} must be a real date`)
    .nullable()
    .optional();

/**
 * PUT /api/admin/companies/:id/prices/:productId (issue 40 item 5): a fixed unit price in dollars, or a
 * percentage off the list price, optionally from and until a day.
 */
export const companyPriceBodySchema = z
  .strictObject({
    kind: z.enum(["fixed", "percent"], "Kind must be fixed or percent"),
    price: dollarAmount("Price", PRODUCT_LIMITS.maxPriceDollars).optional(),
    percentOff: z
      .number({ error: "Percent off must be a number" })
      .gt(0, "Percent off must be above 0")
      .lt(100, "Percent off must be below 100")
      .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v)), "Percent off has at most two decimals")
      .optional(),
    validFrom: day("Valid from"),
    validTo: day("Valid to"),
  })
  .refine((b) => b.kind !== "fixed" || b.price !== undefined, {
    message: "A fixed price needs its price",
    path: ["price"],
  })
  .refine((b) => b.kind !== "percent" || b.percentOff !== undefined, {
    message: "A percentage needs its percent off",
    path: ["percentOff"],
  })
  .refine((b) => (b.kind === "fixed" ? b.percentOff === undefined : b.price === undefined), {
    message: "Send either a price or a percent off, as the kind says",
    path: ["kind"],
  })
  .refine((b) => !b.validFrom || !b.validTo || b.validFrom <= b.validTo, {
    message: "Valid from must not be after valid to",
    path: ["validFrom"],
  });
export type CompanyPriceBody = z.input<typeof companyPriceBodySchema>;

export const companyPriceParamsSchema = z.strictObject({
  id: plainText().min(1).max(100),
  productId: plainText().min(1).max(100),
});

/** One entry of a company's price list, as the API answers it (dollars). */
export const companyPriceEntrySchema = z.object({
  productId: z.string(),
  kind: z.enum(["fixed", "percent"]),
  price: z.number().nullable(),
  percentOff: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type CompanyPriceEntry = z.infer<typeof companyPriceEntrySchema>;

/** GET /api/admin/companies/:id/prices: the list, each with its product's name, SKU and list price. */
export const companyPriceListSchema = z.array(
  companyPriceEntrySchema.extend({ sku: z.string(), productName: z.string(), listPrice: z.number() }),
);

/** GET /api/company/prices?ids=: the caller's company prices valid today for these products (at most 200). */
export const memberPricesQuerySchema = z.strictObject({
  ids: plainText()
    .max(200 * 37)
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(z.array(plainText().max(100)).max(200, "Ask for at most 200 products at once")),
});
export const memberPriceListSchema = z.array(companyPriceEntrySchema);

/**
 * GET /api/company/products: the shop's listing (GET /api/products' query and headers), each product with the
 * member's company price valid today, or null (issue 40's member listing, one round trip).
 */
export const memberProductListSchema = z.array(
  productSchema.extend({ companyPrice: companyPriceEntrySchema.nullable() }),
);
export type MemberProduct = z.infer<typeof memberProductListSchema>[number];
