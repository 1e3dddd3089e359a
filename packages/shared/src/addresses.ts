import { z } from "zod";

import { billingDetailsShape } from "./orders.js";
import { plainText } from "./text.js";

/** How long an address's label ('Main depot', 'Site 4') may be: one short line in a select. */
export const ADDRESS_LABEL_MAX = 40;

const label = plainText()
  .trim()
  .min(1, "Label is required")
  .max(ADDRESS_LABEL_MAX, `Label must be at most ${ADDRESS_LABEL_MAX} characters`);

/** A saved delivery address (issue 26) as the API answers it: the caller's own, or `shared` by their company. */
export const addressSchema = z.object({
  id: z.string(),
  label: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  shared: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.array(addressSchema);

/** The fields an order takes (billingDetailsShape), so a saved address always passes checkout's checks. */
const addressFields = {
  label,
  name: billingDetailsShape.name,
  address: billingDetailsShape.address,
  phone: billingDetailsShape.phone,
};

/** POST /api/addresses. The first address becomes the default whatever `isDefault` says. */
export const createAddressBodySchema = z.strictObject({
  ...addressFields,
  isDefault: z.boolean().optional(),
});
export type CreateAddressBody = z.input<typeof createAddressBodySchema>;

/** PATCH /api/addresses/:id: only the fields sent change; `isDefault: true` makes it the one default. */
export const updateAddressBodySchema = z
  .strictObject({ ...addressFields, isDefault: z.literal(true, "Make another address the default instead") })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change");
export type UpdateAddressBody = z.input<typeof updateAddressBodySchema>;

export const addressIdParamsSchema = z.strictObject({ id: plainText().max(100) });
