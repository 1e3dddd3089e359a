import { shippingDetailsSchema, type ShippingDetailsInput } from "@xpart/shared/schemas";

import type { Checked } from "#src/features/admin/product-rules";

/** What the admin typed into 'Approve Booking''s optional fields (issue 27). */
export interface ShippingForm {
  carrier: string;
  trackingNumber: string;
}
export type ShippingField = keyof ShippingForm;

export const EMPTY_SHIPPING_FORM: ShippingForm = { carrier: "", trackingNumber: "" };

/**
 * The form checked by the server's own contract. Both fields blank: no body at all, so the spec's call goes out
 * unchanged (AORD-08); otherwise only the fields given, trimmed.
 */
export function checkShipping(form: ShippingForm): Checked<ShippingDetailsInput | undefined, ShippingField> {
  const parsed = shippingDetailsSchema.safeParse(form);
  if (!parsed.success) {
    const errors: Partial<Record<ShippingField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ShippingField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { carrier, trackingNumber } = parsed.data;
  if (!carrier && !trackingNumber) return { ok: true, body: undefined };
  return {
    ok: true,
    body: { ...(carrier ? { carrier } : {}), ...(trackingNumber ? { trackingNumber } : {}) },
  };
}
