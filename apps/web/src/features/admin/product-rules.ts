import {
  createProductBodySchema,
  IMAGE_UPLOAD,
  PRODUCT_ADMIN_TEXTS,
  PRODUCT_CATEGORIES,
  reorderThresholdSchema,
  updateProductBodySchema,
  type CreateProductBody,
  type Product,
  type UpdateProductBody,
} from "@xpart/shared/schemas";
import { LIMITS } from "@xpart/shared/texts";
import type { z } from "zod";

/** The Add Product form as typed: every field is text until it is checked. */
export interface NewProductForm {
  category: string;
  name: string;
  description: string;
  availableQty: string;
  minOrder: string;
  price: string;
  /** Optional (issue 27): empty is no low-stock alert. */
  reorderThreshold: string;
}

export type NewProductField = keyof NewProductForm | "img";
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Checked<B, F extends string> = { ok: true; body: B } | { ok: false; errors: FieldErrors<F> };

export const EMPTY_PRODUCT_FORM: NewProductForm = {
  category: PRODUCT_CATEGORIES[0],
  name: "",
  description: "",
  availableQty: "",
  // The shop's usual minimum order (spec §9), ready to keep or change.
  minOrder: String(LIMITS.defaultMinOrder),
  price: "",
  reorderThreshold: "",
};

export const WHOLE = /^-?\d+$/;
export const DOLLARS = /^-?\d+(\.\d+)?$/;

/** The inputs for those numbers: a quantity is whole, from 0; a price is in dollars and cents, from $0.01. */
export const QUANTITY_INPUT = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;
export const PRICE_INPUT = { type: "number", inputMode: "decimal", min: 0.01, step: 0.01 } as const;

/**
 * A typed number as the server will read it: a whole number for quantities, a decimal for prices. Empty text
 * is a missing field; text that is not a plain number ("1e3", "4,5", "abc") is NaN, which the shared schema
 * refuses with the field's message. Negative numbers stay numbers, so they get the "at least" message.
 */
export function typedNumber(text: string, pattern: RegExp): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return pattern.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The first message for each field, from the same schema the server validates with. */
export function fieldErrors<F extends string>(
  error: z.ZodError,
  fields: readonly F[],
  fallback: F,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    const field = fields.includes(key as F) ? (key as F) : fallback;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The Add Product fields in the order they are shown. */
export const NEW_PRODUCT_FIELDS = [
  "category",
  "name",
  "description",
  "availableQty",
  "minOrder",
  "price",
  "reorderThreshold",
  "img",
] as const satisfies readonly NewProductField[];

/**
 * Checks the Add Product form with the server's own rules (ADDP-07/08: required texts, a price above 0 in whole
 * cents, whole quantities, stock ≥ 0 and a minimum order ≥ 1), and 'Image is required' without an uploaded image.
 */
export function checkNewProduct(
  form: NewProductForm,
  img: string | null,
): Checked<CreateProductBody, NewProductField> {
  const candidate = {
    category: form.category,
    name: form.name,
    description: form.description,
    availableQty: typedNumber(form.availableQty, WHOLE),
    minOrder: typedNumber(form.minOrder, WHOLE),
    price: typedNumber(form.price, DOLLARS),
    img: img ?? "",
    // Sent only when typed, so a product without one is the spec's body.
    ...(form.reorderThreshold.trim() ? { reorderThreshold: typedNumber(form.reorderThreshold, WHOLE) } : {}),
  };
  const result = createProductBodySchema.safeParse(candidate);
  const errors: FieldErrors<NewProductField> = result.success
    ? {}
    : fieldErrors(result.error, NEW_PRODUCT_FIELDS, "name");
  if (!img) errors.img = PRODUCT_ADMIN_TEXTS.imageRequired;
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  // The typed text, trimmed, is what is sent (the schema's output is the same after trimming).
  return { ok: true, body: result.data };
}

/** The Update modal as typed: Quantity to add, and the new price. */
export interface RestockForm {
  quantity: string;
  price: string;
}
export type RestockField = "updatedQuantity" | "updatedPrice";

/** The modal starts at "add nothing" and the product's current price (so a restock alone keeps it). */
export function restockFormFor(product: Pick<Product, "price">): RestockForm {
  return { quantity: "0", price: String(product.price) };
}

/**
 * Checks the Update modal (spec §5 Restock, MANAGE-04..06): Quantity is a whole number ≥ 0 added to the stock,
 * Price above 0 in whole cents replaces the old one. Both are sent; the browser never computes the new stock.
 */
export function checkRestock(form: RestockForm): Checked<UpdateProductBody, RestockField> {
  const candidate = {
    updatedQuantity: typedNumber(form.quantity, WHOLE) ?? Number.NaN,
    updatedPrice: typedNumber(form.price, DOLLARS) ?? Number.NaN,
  };
  const result = updateProductBodySchema.safeParse(candidate);
  if (result.success) return { ok: true, body: result.data };
  return {
    ok: false,
    errors: fieldErrors(result.error, ["updatedQuantity", "updatedPrice"] as const, "updatedQuantity"),
  };
}

/**
 * The Update modal's reorder threshold (issue 27), by the server's rule: empty is none (null), else a whole
 * number from 0.
 */
export function checkReorderThreshold(
  text: string,
): { ok: true; value: number | null } | { ok: false; error: string } {
  const result = reorderThresholdSchema.safeParse(typedNumber(text, WHOLE) ?? null);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: result.error.issues[0]?.message ?? PRODUCT_ADMIN_TEXTS.reorderThreshold };
}

/** The threshold as the field shows it: empty for none. */
export const thresholdText = (threshold: number | null) => (threshold === null ? "" : String(threshold));

/** 'Restocked Successfully' when stock was added, 'Updated Successfully' for a price-only change (spec §8). */
export function restockMessage(updatedQuantity: number | undefined): string {
  return updatedQuantity !== undefined && updatedQuantity > 0
    ? PRODUCT_ADMIN_TEXTS.restocked
    : PRODUCT_ADMIN_TEXTS.updated;
}

/** Below its own minimum order the product cannot be bought (ADDP-08, PDP-24): the table marks it. */
export function isLowStock(product: Pick<Product, "availableQty" | "minOrder">): boolean {
  return product.availableQty < product.minOrder;
}

/**
 * What can be said about a chosen file before it is sent: too big, or not declared as an image we take. The
 * server still decides by the bytes (a renamed text file passes here and is refused there).
 */
export function checkImageFile(file: Pick<File, "size" | "type">): string | null {
  if (file.size > IMAGE_UPLOAD.maxBytes) return PRODUCT_ADMIN_TEXTS.imageTooLarge;
  if (file.type && !IMAGE_UPLOAD.accept.split(",").includes(file.type))
    return PRODUCT_ADMIN_TEXTS.imageFormat;
  return null;
}
