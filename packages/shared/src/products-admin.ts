import { z } from "zod";

import { productSchema } from "./catalog.js";
import { PRODUCT_CATEGORIES } from "./categories.js";
import { MAX_ORDER_QUANTITY } from "./pricing.js";
import { plainText } from "./text.js";

/** What the server accepts for a product (DESIGN §4/§5; the spec sets no limits, ADDP-07/08). */
export const PRODUCT_LIMITS = {
  nameMaxChars: 100,
  descriptionMaxChars: 2000,
  /** $1,000,000: far above any tool, far below integer overflow of a total in cents. */
  maxPriceDollars: 1_000_000,
  /** Stock never grows past this, so `available_qty + n` always fits its column. */
  maxStock: 1_000_000_000,
  maxMinOrder: 1_000_000,
  /** One restock adds at most this. */
  maxRestock: 1_000_000,
  /** Packs of at most this many units (issue 26). */
  maxOrderStep: 10_000,
  /** Volume prices per product: a short table a buyer reads at a glance. */
  maxPriceBreaks: 10,
} as const;

/** What the API calls the reorder threshold (issue 27), in its refusals. */
const REORDER_THRESHOLD_LABEL = "Reorder threshold";

/** POST /api/images: one multipart file in this field; JPEG, PNG or WebP by content; at most 5 MB. */
export const IMAGE_UPLOAD = {
  field: "image",
  maxBytes: 5 * 1024 * 1024,
  /** For the file picker's `accept`; the server decides by the bytes, never by the name or declared type. */
  accept: "image/jpeg,image/png,image/webp",
} as const;

/** Texts of Add Product and Manage Products (spec §5, §8), and the server's refusals in them. */
export const PRODUCT_ADMIN_TEXTS = {
  imageRequired: "Image is required",
  productAdded: "Product added successfully",
  restocked: "Restocked Successfully",
  updated: "Updated Successfully",
  deleteConfirm: (name: string) => `Are you sure you want to delete this ${name}`,
  yes: "Yes",
  imageTooLarge: "The image must be at most 5 MB",
  imageFormat: "Only JPEG, PNG or WebP images are accepted",
  oneImageOnly: `Send one image file, in the field '${IMAGE_UPLOAD.field}', and nothing else`,
  notMultipart: "Send the image as multipart/form-data",
  imageNotOurs: "The image must be one uploaded to this shop",
  nothingToUpdate: "Send updatedQuantity, updatedPrice, orderStep, priceBreaks or reorderThreshold",
  productNotFound: "Product not found",
  tooMuchStock: (max: number) => `Stock may be at most ${max}`,
  orderStep: "Sold in packs of",
  priceBreaks: "Volume prices",
  breakFrom: "From quantity",
  breakPrice: "Unit price",
  addBreak: "Add a volume price",
  removeBreak: "Remove",
  tooManyBreaks: (max: number) => `At most ${max} volume prices`,
  breakRepeated: "Two volume prices start at the same quantity",
  breakNotBelowPrice: "A volume price must be below the list price",
  breakNotAboveMinimum: (min: number) => `A volume price starts above the minimum order of ${min}`,
  breakOffStep: (step: number) => `A volume price starts at a whole number of packs of ${step}`,
  termsRefused: "The volume prices or pack size do not fit this product",
  reorderThreshold: REORDER_THRESHOLD_LABEL,
  reorderThresholdHint: "Admins get one mail when stock falls to this many. Leave empty for no alert.",
} as const;

/** Our own image URLs: `/api/images/` and the sha-256 of the uploaded file. */
export const OWN_IMAGE_URL = /^\/api\/images\/[0-9a-f]{64}$/;

const required = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${label} is required` : undefined;

/** Trimmed text from 1 to `max` characters, control characters refused (`plainText`, finding 4). */
const text = (label: string, max: number, multiline = false) =>
  z
    .string({ error: (issue) => required(label)(issue) ?? `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .pipe(plainText({ multiline }));

/** A whole number from `min` to `max`: never a string, a fraction or NaN. */
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: (issue) => required(label)(issue) ?? `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/**
 * Dollars in JSON, whole cents in the shop (DESIGN §5): above 0 and at most two decimals as sent. The
 * number is read back in its shortest form, so 19.99 passes and 1.234 or 1e-7 do not.
 */
export const dollarAmount = (label: string, max: number) =>
  z
    .number({ error: (issue) => required(label)(issue) ?? `${label} must be a number` })
    .gt(0, `${label} must be above 0`)
    .max(max, `${label} must be at most ${max}`)
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v)), `${label} must be in whole cents`);
const price = (label: string) => dollarAmount(label, PRODUCT_LIMITS.maxPriceDollars);

/** Packs of this many (issue 26): every quantity ordered is a multiple of it. */
const orderStep = whole("Pack size", 1, PRODUCT_LIMITS.maxOrderStep);

/**
 * Stock at or under which admins are told to reorder (issue 27): a whole number from 0 up, or null for no
 * alert. Never above the most stock a product may hold.
 */
export const reorderThresholdSchema = whole(REORDER_THRESHOLD_LABEL, 0, PRODUCT_LIMITS.maxStock).nullable();

/** One volume price as an admin sends it: from `minQuantity` units on, `price` dollars each. */
export const priceBreakBodySchema = z.strictObject({
  minQuantity: whole("From quantity", 1, MAX_ORDER_QUANTITY),
  price: price("Unit price"),
});
export type PriceBreakBody = z.infer<typeof priceBreakBodySchema>;

/** The whole table, replacing the one before ([] clears it): a few rows, no quantity twice. */
const priceBreaks = z
  .array(priceBreakBodySchema)
  .max(PRODUCT_LIMITS.maxPriceBreaks, PRODUCT_ADMIN_TEXTS.tooManyBreaks(PRODUCT_LIMITS.maxPriceBreaks))
  .superRefine((rows, ctx) => {
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      if (seen.has(row.minQuantity))
        ctx.addIssue({
          code: "custom",
          path: [index, "minQuantity"],
          message: PRODUCT_ADMIN_TEXTS.breakRepeated,
        });
      seen.add(row.minQuantity);
    });
  });

/** A product's selling terms, in dollars as the contract carries them. */
export interface SellingTerms {
  price: number;
  minOrder: number;
  orderStep: number;
  priceBreaks: readonly PriceBreakBody[];
}

/**
 * What is wrong with a product's volume prices given its price, minimum and packs: each break must lower the
 * list price (else it changes nothing), start above the minimum order (else the list price is never charged)
 * and on whole packs (else its quantity cannot be ordered). Shared by the form, the schema and the server,
 * which checks a change against the stored product.
 */
export function sellingTermsProblems(terms: SellingTerms): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  terms.priceBreaks.forEach((row, index) => {
    if (row.price >= terms.price)
      problems.push({
        path: ["priceBreaks", index, "price"],
        message: PRODUCT_ADMIN_TEXTS.breakNotBelowPrice,
      });
    if (row.minQuantity <= terms.minOrder)
      problems.push({
        path: ["priceBreaks", index, "minQuantity"],
        message: PRODUCT_ADMIN_TEXTS.breakNotAboveMinimum(terms.minOrder),
      });
    else if (row.minQuantity % terms.orderStep !== 0)
      problems.push({
        path: ["priceBreaks", index, "minQuantity"],
        message: PRODUCT_ADMIN_TEXTS.breakOffStep(terms.orderStep),
      });
  });
  return problems;
}

/** POST /api/products (spec §7, DESIGN §4). Unknown keys are rejected. */
export const createProductBodySchema = z
  .strictObject({
    name: text("Product Name", PRODUCT_LIMITS.nameMaxChars),
    description: text("Description", PRODUCT_LIMITS.descriptionMaxChars, true),
    price: price("Price"),
    category: z.enum(PRODUCT_CATEGORIES, {
      error: (issue) =>
        required("Category")(issue) ?? `Category must be one of: ${PRODUCT_CATEGORIES.join(", ")}`,
    }),
    availableQty: whole("Available Quantity", 0, PRODUCT_LIMITS.maxStock),
    minOrder: whole("Minimum Order", 1, PRODUCT_LIMITS.maxMinOrder),
    img: z
      .string({ error: (issue) => required("Image")(issue) ?? PRODUCT_ADMIN_TEXTS.imageNotOurs })
      .min(1, PRODUCT_ADMIN_TEXTS.imageRequired)
      .regex(OWN_IMAGE_URL, PRODUCT_ADMIN_TEXTS.imageNotOurs),
    /** Issue 26, both optional: without them a product is sold by the unit at its one price. */
    orderStep: orderStep.optional(),
    priceBreaks: priceBreaks.optional(),
    /** Issue 27, optional: left out or null, no low-stock alert. */
    reorderThreshold: reorderThresholdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const problems = sellingTermsProblems({
      price: body.price,
      minOrder: body.minOrder,
      orderStep: body.orderStep ?? 1,
      priceBreaks: body.priceBreaks ?? [],
    });
    for (const { path, message } of problems) ctx.addIssue({ code: "custom", path, message });
  });
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/**
 * A product as admins see it: the shop's answer plus what only admins set (issue 27). The public catalogue
 * never carries these: its answers are cached per address for everyone.
 */
export const adminProductSchema = productSchema.extend({ reorderThreshold: z.number().int().nullable() });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const createProductAnswerSchema = z.object({ insertedId: z.string(), product: adminProductSchema });

/**
 * PUT /api/products/:id (spec §7): `updatedQuantity` is added to the stock (a restock, never a total) and
 * `updatedPrice` replaces the price. Either may be left out; 0 restocks nothing (a price-only change).
 * Issue 26 adds `orderStep` and `priceBreaks` (the whole table, [] to clear it), checked by the server against
 * the product's price (the new one when sent) and minimum order. Issue 27 adds `reorderThreshold` (null clears it).
 */
export const updateProductBodySchema = z
  .strictObject({
    updatedQuantity: whole("Quantity", 0, PRODUCT_LIMITS.maxRestock).optional(),
    updatedPrice: price("Price").optional(),
    orderStep: orderStep.optional(),
    priceBreaks: priceBreaks.optional(),
    reorderThreshold: reorderThresholdSchema.optional(),
  })
  .refine((b) => Object.values(b).some((value) => value !== undefined), {
    message: PRODUCT_ADMIN_TEXTS.nothingToUpdate,
  });
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

/** `modifiedCount` is 1 when the stock, the price, the pack size, the volume prices or the threshold changed, else 0. */
export const updateProductAnswerSchema = z.object({
  modifiedCount: z.number().int(),
  product: adminProductSchema,
});

/** A product with orders is archived (hidden from the shop, its orders keep their snapshot), else deleted. */
export const deleteProductAnswerSchema = z.object({
  deletedCount: z.number().int(),
  archived: z.boolean(),
});

/** POST /api/images: the spec's image-host answer; `data.url` becomes the product's `img`. */
export const imageUploadAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswerSchema>;
